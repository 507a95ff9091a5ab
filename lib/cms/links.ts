/**
 * Where a menu item or button leads. Marketers pick a page (a relation to `pages`, so a renamed page
 * needs no edit) or type an external address; with a page chosen, the typed text may add an anchor
 * on it (`#pricing`). A page the reader cannot see (a draft, for visitors) comes back as null, and
 * the typed address, if any, is used instead.
 */
export function linkHref(page: { path?: string | null } | null | undefined, href: string | null | undefined): string | null {
  const typed = href?.trim() || null;
  if (page?.path) return typed?.startsWith('#') ? `${page.path}${typed}` : page.path;
  return typed;
}
