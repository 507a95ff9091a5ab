import { webinarSignup, webinarSignupConfig } from './webinar-signup';

const webinar = webinarSignup(
  { slug: 'contracts-without-chaos', title: 'Договоры без хаоса', date: '2026-12-15T08:00:00Z', source_deal: 'webinar_contracts' },
  'https://example.ru',
)!;

describe('a webinar sign-up', () => {
  it('names the webinar and its Moscow time away from its page, and carries it in the post without scripts', () => {
    const config = webinarSignupConfig(webinar);
    expect(config.subject).toBe('«Договоры без хаоса», 15 декабря, 11:00 МСК');
    expect(config.postQuery).toBe('webinar=contracts-without-chaos');
    expect(config.sourceDeal).toBe('webinar_contracts');
    expect(config.webinar).toMatchObject({
      title: 'Договоры без хаоса',
      url: 'https://example.ru/ru/products/ecm/webinars/contracts-without-chaos/',
    });
  });

  it('leaves the naming to the webinar’s own page', () => {
    expect(webinarSignupConfig(webinar, { named: false }).subject).toBeNull();
  });
});
