import { breadcrumbs, titleMap } from './breadcrumbs';
import seedTitles from '@/schema/seed/breadcrumb-titles.mjs';

const opts = { productName: 'ELMA365', mainSiteUrl: 'https://elma365.com/ru/', titles: seedTitles };

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

  it('titles a segment the same wherever it appears, also where it is the page itself', () => {
    const onItsPage = breadcrumbs({ ...opts, path: '/prices/saas/', pageTitle: 'Цены SaaS — тарифы' });
    const below = breadcrumbs({ ...opts, path: '/prices/saas/sed/', pageTitle: 'СЭД SaaS' });
    expect(onItsPage.at(-1)!.title).toBe('Цены SaaS');
    expect(below.at(-2)).toEqual({ title: 'Цены SaaS', href: '/prices/saas/' });
  });

  it('follows the map as marketers edit it', () => {
    const titles = [...seedTitles, { segment: 'business', title: 'Бизнес' }].map((t) =>
      t.segment === 'saas' ? { ...t, title: 'Облако' } : t,
    );
    expect(
      breadcrumbs({ ...opts, titles, path: '/prices/saas/business/' })
        .map((c) => c.title)
        .slice(3),
    ).toEqual(['Цены', 'Облако', 'Бизнес']);
  });

  it("skips 'products' and 'ecm' and hides 'category'", () => {
    const titles = breadcrumbs({ ...opts, path: '/products/ecm/category/news/' }).map((c) => c.title);
    expect(titles).toEqual(['Главная', 'Продукты ELMA', 'ELMA365 ECM', 'Новости и статьи']);
  });

  it('makes the product home the current crumb on the home page', () => {
    expect(breadcrumbs({ ...opts, path: '/' }).at(-1)).toEqual({ title: 'ELMA365 ECM', href: null });
  });
});

describe('titleMap', () => {
  it('ignores empty rows and compares segments in lower case', () => {
    expect([
      ...titleMap([null, { segment: ' SaaS ', title: ' Цены SaaS ' }, { segment: 'x', title: '' }, { segment: null, title: 'y' }]),
    ]).toEqual([['saas', 'Цены SaaS']]);
  });
});
