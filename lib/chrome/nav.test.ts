import type { Layout } from '@/lib/cms/page-data';
import { menu, withProduct } from './nav';

const layout = {
  globals: { product_name: 'ELMA365' },
  navigation: [
    {
      id: 'header',
      title: 'Шапка',
      items: [
        {
          id: '1',
          title: 'Начало работы',
          href: null,
          description: null,
          kind: 'group',
          form: null,
          mobile_only: false,
          children: [
            {
              id: '2',
              title: 'Попробовать',
              href: '/configuration/',
              description: 'Активировать SaaS версию {product} на 14 дней',
              kind: 'button',
              form: null,
              mobile_only: false,
            },
            {
              id: '3',
              title: 'Цены',
              href: '/old-prices/',
              page: { path: '/prices/' },
              description: null,
              kind: 'link',
              form: null,
              mobile_only: false,
            },
            null,
          ],
        },
      ],
    },
  ],
} as unknown as Layout;

describe('menus from the CMS', () => {
  it('fills {product} in with the product name', () => {
    expect(withProduct('{product} CSP и {product}', 'ELMA365')).toBe('ELMA365 CSP и ELMA365');
  });

  it('reads a menu by id with nested items, skipping entries the reader may not see', () => {
    const [group] = menu(layout, 'header');
    expect(group?.children).toHaveLength(2);
    expect(group?.children[0]?.description).toBe('Активировать SaaS версию ELMA365 на 14 дней');
    expect(group?.children[0]?.children).toEqual([]);
  });

  it("leads a menu item linked to a page to the page's current path", () => {
    const [group] = menu(layout, 'header');
    expect(group?.children[1]?.href).toBe('/prices/');
    expect(group?.children[0]?.href).toBe('/configuration/');
  });

  it('gives an empty list for a menu that does not exist', () => {
    expect(menu(layout, 'footer')).toEqual([]);
  });
});
