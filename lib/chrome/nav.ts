// Reading the CMS menus: `{product}` placeholders, menus by id, and item kinds.
import type { NavItemFragment } from '@/schema/generated/graphql';
import type { Layout } from '@/lib/cms/page-data';
import { present } from '@/lib/format/present';
import { linkHref } from '@/lib/cms/links';

export type NavId = 'header' | 'footer' | 'footer-partners' | 'footer-legal';

/** A menu item with its nested items, whatever the nesting depth of the query. */
export type NavNode = NavItemFragment & { children: NavNode[] };

type Raw = NavItemFragment & { children?: readonly (Raw | null)[] | null };

/** `{product}` in menu texts is the product name from the site settings. */
export const withProduct = (text: string | null | undefined, product: string) => (text ?? '').replaceAll('{product}', product);

const toNode = (item: Raw, product: string): NavNode => ({
  ...item,
  title: withProduct(item.title, product),
  // The chosen page's current path (or the typed address): components read `href` only.
  href: linkHref(item.page, item.href),
  description: item.description ? withProduct(item.description, product) : null,
  children: present(item.children).map((c) => toNode(c, product)),
});

/** The items of one menu, texts filled in; an absent menu is an empty list. */
export function menu(layout: Layout, id: NavId): NavNode[] {
  const product = layout.globals?.product_name ?? '';
  const nav = present(layout.navigation).find((n) => n.id === id);
  return present(nav?.items as readonly (Raw | null)[] | null | undefined).map((i) => toNode(i, product));
}
