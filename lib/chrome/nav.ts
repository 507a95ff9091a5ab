// Reading the CMS menus: `{product}` placeholders, menus by id, and item kinds.
import type { NavItemFragment } from '@/schema/generated/graphql';
import type { Layout, NavItemData } from '@/lib/cms/layout';
import type { NavId } from './menu-ids';

export type { NavId } from './menu-ids';

/** A menu item with its nested items, whatever the nesting depth of the query; a chosen page is already its `href`. */
export type NavNode = Omit<NavItemFragment, 'page'> & { children: NavNode[] };

/** `{product}` in menu texts is the product name from the site settings. */
export const withProduct = (text: string | null | undefined, product: string) => (text ?? '').replaceAll('{product}', product);

// Pages ship menu items without their empty fields (lib/cms/layout.ts); components get them whole.
const toNode = (item: NavItemData, product: string): NavNode => ({
  id: item.id,
  title: withProduct(item.title, product),
  href: item.href ?? null,
  description: item.description ? withProduct(item.description, product) : null,
  kind: item.kind ?? null,
  form: item.form ?? null,
  mobile_only: item.mobile_only ?? false,
  children: (item.children ?? []).map((c) => toNode(c, product)),
});

/** The items of one menu, texts filled in; an absent menu is an empty list. */
export function menu(layout: Layout, id: NavId): NavNode[] {
  const product = layout.globals?.product_name ?? '';
  const nav = (layout.navigation ?? []).find((n) => n.id === id);
  return (nav?.items ?? []).map((i) => toNode(i, product));
}
