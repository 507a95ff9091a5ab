// Listing pages: /news/ is page 1, /news/page/2/ the next. A path segment rather than ?page= so
// every page is its own static, regenerated page.
export const pageHref = (base: string, page: number) => (page <= 1 ? base : `${base}page/${page}/`);

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The page number of a /page/{n}/ segment: a whole number from 2 (page 1 lives at the section root), else null. */
export function parsePage(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= 2 ? n : null;
}

/** A slug as the CMS allows it; anything else cannot name an item. */
export const validSlug = (value: string | string[] | undefined): value is string => typeof value === 'string' && /^[a-z0-9-]+$/.test(value);
