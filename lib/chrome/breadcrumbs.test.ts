import { breadcrumbs } from './breadcrumbs';

const opts = { productName: 'ELMA365', mainSiteUrl: 'https://elma365.com/ru/' };

describe('breadcrumbs', () => {
  it('starts with the main site, its products and the product home', () => {
    expect(breadcrumbs({ ...opts, path: '/archiving/', pageTitle: 'Долгосрочный архив' })).toEqual([
      { title: 'Главная', href: 'https://elma365.com/ru/' },
      { title: 'Продукты ELMA', href: 'https://elma365.com/ru/products/' },
      { title: 'ELMA365 ECM', href: '/' },
      { title: 'Долгосрочный архив', href: null },
    ]);
  });

  it('gives one crumb per segment, titled from the map or shown raw', () => {
    const trail = breadcrumbs({ ...opts, path: '/prices/business/sed/' });
    expect(trail.slice(3)).toEqual([
      { title: 'Цены', href: '/prices/' },
      { title: 'business', href: '/prices/business/' },
      { title: 'СЭД', href: null },
    ]);
  });

  it("skips 'products' and 'ecm' and hides 'category'", () => {
    const titles = breadcrumbs({ ...opts, path: '/products/ecm/category/news/' }).map((c) => c.title);
    expect(titles).toEqual(['Главная', 'Продукты ELMA', 'ELMA365 ECM', 'Новости и статьи']);
  });

  it('makes the product home the current crumb on the home page', () => {
    expect(breadcrumbs({ ...opts, path: '/' }).at(-1)).toEqual({ title: 'ELMA365 ECM', href: null });
  });
});
