// The chrome's data as pages ship it. Page props travel inside every page's HTML (__NEXT_DATA__),
// so each byte is paid on every page view and every cached request: the layout query's answer is
// cut down to what the header and footer render.
import type { LayoutFragment, NavItemFragment } from '@/schema/generated/graphql';
import { present } from '@/lib/format/present';
import { MENU_IDS } from '@/lib/chrome/menu-ids';
import { linkHref } from './links';

/** A menu item as shipped: empty fields (null, false, no children) are left out. */
export type NavItemData = {
  id: string;
  title?: string;
  href?: string;
  description?: string;
  kind?: string;
  form?: string;
  mobile_only?: true;
  children?: NavItemData[];
};
export type MenuData = { id: string; items: NavItemData[] };

// The breadcrumb title map stays on the server: pages ship their trail (page-data.ts).
export type Layout = Omit<LayoutFragment, 'navigation' | 'breadcrumb_titles'> & {
  /** The menus the chrome shows (lib/chrome/menu-ids.ts), without their names. */
  navigation: MenuData[];
  /**
   * How many webinars are upcoming: `upcoming_webinars` keeps only the soonest, and
   * `past_webinars` is empty while one is upcoming (the header shows one webinar).
   */
  upcoming_count?: number;
};

type RawItem = NavItemFragment & { children?: readonly (RawItem | null)[] | null };

/** Kinds of menu item that are nothing but their link. */
const LINK_KINDS = new Set([null, undefined, '', 'link', 'button']);

/**
 * A menu item as shipped, or null when it is a link with nowhere to go: its page is not public (a
 * draft, a page scheduled for later, a deleted one) and no address is typed. It is left out until
 * the page is public, rather than shown as text (a link must never go live before its page).
 */
function navItem(item: RawItem): NavItemData | null {
  const out: NavItemData = { id: item.id };
  if (item.title) out.title = item.title;
  // A chosen page ships as its current path (or the typed address): components read `href` only.
  const href = linkHref(item.page, item.href);
  if (href) out.href = href;
  if (item.description) out.description = item.description;
  if (item.kind) out.kind = item.kind;
  if (item.form) out.form = item.form;
  if (item.mobile_only) out.mobile_only = true;
  const children = present(present(item.children).map(navItem));
  if (children.length) out.children = children;
  if (!out.href && !out.children && LINK_KINDS.has(item.kind)) return null;
  return out;
}

export function trimLayout(raw: LayoutFragment): Layout {
  const upcoming = raw.upcoming_webinars ?? [];
  const { breadcrumb_titles, ...kept } = raw;
  const menus = (raw.navigation ?? []) as readonly ({ id: string; items?: readonly (RawItem | null)[] | null } | null)[];
  return {
    ...kept,
    navigation: present(menus)
      .filter((m) => (MENU_IDS as readonly string[]).includes(m.id))
      .map((m) => ({ id: m.id, items: present(present(m.items).map(navItem)) })),
    upcoming_webinars: upcoming.slice(0, 1),
    upcoming_count: upcoming.length,
    past_webinars: upcoming.length ? [] : (raw.past_webinars ?? []).slice(0, 1),
  };
}
