import type { LayoutFragment } from '@/schema/generated/graphql';
import { trimLayout } from '@/lib/cms/layout';
import { menu, withProduct } from './nav';

// The fields of a menu item Directus sends even when they are not set; pages ship items without them.
const UNSET = { href: null, description: null, form: null, mobile_only: false };

// The layout query's answer as Directus gives it; pages ship it trimmed (lib/cms/layout.ts).
const raw = {
  globals: { product_name: 'ELMA365' },
  navigation: [
    {
      id: 'header',
      title: 'Шапка',
      items: [
        {
          ...UNSET,
          id: '1',
          title: 'Начало работы',
          kind: 'group',
          children: [
            {
              ...UNSET,
              id: '2',
              title: 'Попробовать',
              href: '/configuration/',
              description: 'Активировать SaaS версию {product} на 14 дней',
              kind: 'button',
            },
            { ...UNSET, id: '3', title: 'Цены', href: '/old-prices/', page: { path: '/prices/' }, kind: 'link' },
            null,
          ],
        },
      ],
    },
    { id: 'old-promo', title: 'Не показывается', items: [{ id: '9', title: 'Акция', href: '/promo/' }] },
  ],
} as unknown as LayoutFragment;
const layout = trimLayout(raw);

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

  it('ships menu items without their empty fields and only the menus the chrome shows', () => {
    expect(layout.navigation).toEqual([
      {
        id: 'header',
        items: [
          {
            id: '1',
            title: 'Начало работы',
            kind: 'group',
            children: [
              {
                id: '2',
                title: 'Попробовать',
                href: '/configuration/',
                description: 'Активировать SaaS версию {product} на 14 дней',
                kind: 'button',
              },
              // A chosen page is shipped as its current path.
              { id: '3', title: 'Цены', href: '/prices/', kind: 'link' },
            ],
          },
        ],
      },
    ]);
    // Components still get whole items.
    expect(menu(layout, 'header')[0]).toMatchObject(UNSET);
  });

  it('gives an empty list for a menu that does not exist', () => {
    expect(menu(layout, 'footer')).toEqual([]);
  });
});
