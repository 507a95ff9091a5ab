import type { LayoutFragment } from '@/schema/generated/graphql';
import { trimLayout } from './layout';

const item = (id: string, fields: Record<string, unknown>) => ({
  id,
  title: `Пункт ${id}`,
  href: null,
  page: null,
  description: null,
  form: null,
  mobile_only: false,
  ...fields,
});

describe('menus as pages ship them', () => {
  it('leave out a link whose page is not public (Directus gives no page) and that has no address', () => {
    const raw = {
      globals: null,
      navigation: [
        {
          id: 'header',
          title: 'Шапка',
          items: [
            item('1', { kind: 'link', page: { path: '/public/' } }),
            // A draft, a page scheduled for later or a deleted one: the reader gets no page.
            item('2', { kind: 'link' }),
            item('3', { kind: 'button' }),
            item('4', { kind: 'link', href: 'https://example.com/' }),
            // A column keeps its place; a form button needs no address.
            item('5', { kind: 'group', children: [item('6', { kind: 'link', page: { path: '/a/' } }), item('7', { kind: 'link' })] }),
            item('8', { kind: 'form', form: 'demo' }),
          ],
        },
      ],
    } as unknown as LayoutFragment;
    const [header] = trimLayout(raw).navigation;
    expect(header!.items.map((i) => i.id)).toEqual(['1', '4', '5', '8']);
    expect(header!.items[2]!.children!.map((i) => i.id)).toEqual(['6']);
  });
});
