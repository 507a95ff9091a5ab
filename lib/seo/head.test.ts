import { pageTitle, socialImage } from './head';

describe('page head', () => {
  it('titles a page by its SEO title, else its title and the product, the home page by the default', () => {
    expect(pageTitle({ seoTitle: 'цены', title: 'Тарифы', product: 'ECM' })).toBe('Цены');
    expect(pageTitle({ title: 'тарифы', product: 'ECM' })).toBe('Тарифы | ECM');
    expect(pageTitle({ title: 'Тарифы', product: '' })).toBe('Тарифы');
    expect(pageTitle({ seoTitle: null, title: 'Главная', product: 'ECM', home: true })).toMatch(/^ECM CSP \| /);
    // In preview the tab shows what the marketer typed, without a capital they did not type.
    expect(pageTitle({ title: 'qa-mkt тарифы', product: 'ECM', asTyped: true })).toBe('qa-mkt тарифы | ECM');
    expect(pageTitle({ seoTitle: 'цены', title: 'Тарифы', product: 'ECM', asTyped: true })).toBe('цены');
  });

  it('shares the page’s image as a social card, else the fallback, else nothing', () => {
    expect(socialImage('https://s.example', '/ru/products/ecm/api', { id: 'f1' })).toBe(
      'https://s.example/ru/products/ecm/api/assets/f1/?width=1200&height=630&fit=cover',
    );
    expect(socialImage('https://s.example', '/x', null, '/images/og-content.png')).toBe(
      'https://s.example/ru/products/ecm/images/og-content.png',
    );
    expect(socialImage('https://s.example', '/x', null)).toBeNull();
  });
});
