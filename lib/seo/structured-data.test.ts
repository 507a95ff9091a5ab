import { structuredDataProblems } from '@/tests/support/json-ld';
import { article, breadcrumbList, faqPage, organization, orgRef, webinarEvent } from './structured-data';

const SITE = 'https://www.example.ru';
const ORG = orgRef('ELMA365', 'https://elma365.com/ru/');

describe('structured data', () => {
  it('describes the organisation with its sales contact', () => {
    const data = organization({ name: 'ELMA365', siteUrl: SITE, mainSiteUrl: 'https://elma365.com/ru/', phone: '8 800 000-00-00' });
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data).toMatchObject({ url: 'https://elma365.com/ru/', contactPoint: { telephone: '8 800 000-00-00' } });
  });

  it('lists breadcrumbs with absolute addresses, the current page included', () => {
    const data = breadcrumbList(
      [
        { title: 'Главная', href: 'https://elma365.com/ru/' },
        { title: 'Цены', href: '/prices/' },
        { title: 'SaaS', href: null },
      ],
      SITE,
      '/prices/saas/',
    );
    expect(structuredDataProblems(data)).toEqual([]);
    expect((data.itemListElement as { item: string }[]).map((i) => i.item)).toEqual([
      'https://elma365.com/ru/',
      'https://www.example.ru/ru/products/ecm/prices/',
      'https://www.example.ru/ru/products/ecm/prices/saas/',
    ]);
  });

  it('makes a webinar an online event with its start, speakers and sign-up page', () => {
    const url = `${SITE}/ru/products/ecm/webinars/contracts/`;
    const data = webinarEvent(
      { title: 'Договоры без хаоса', date: '2026-12-01T08:00:00Z', speakers: [{ name: 'Ольга' }, null] },
      url,
      null,
      ORG,
    );
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data).toMatchObject({ startDate: '2026-12-01T08:00:00.000Z', location: { url }, performer: [{ name: 'Ольга' }] });
    expect(structuredDataProblems(webinarEvent({ title: 'Без даты' }, url, null, ORG))).toEqual(['$ (Event) lacks startDate']);
  });

  it('credits an article to its author, or to the publisher when it has none', () => {
    const image = `${SITE}/og.png`;
    expect(structuredDataProblems(article({ title: 'СЭД', date: '2026-10-01', author: { name: 'Иван' } }, SITE, image, ORG))).toEqual([]);
    expect(article({ title: 'СЭД', date: '2026-10-01' }, SITE, image, ORG).author).toEqual(ORG);
  });

  it('turns FAQ answers into plain text and skips unanswered questions', () => {
    const data = faqPage([
      { question: 'Можно ли перенести данные?', answer: '<p>Да, <b>все</b> данные.</p>' },
      { question: 'Без ответа', answer: null },
    ]);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Можно ли перенести данные?', acceptedAnswer: { '@type': 'Answer', text: 'Да, все данные.' } },
    ]);
  });
});
