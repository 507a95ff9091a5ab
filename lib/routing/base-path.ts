/** Where the site lives on the company's domain; next.config.mjs sets the same basePath. */
export const BASE_PATH = '/ru/products/ecm';

/** A pathname without the base path (`/ru/products/ecm/archiving/` → `/archiving/`), or null when it lies outside the site. */
export function sitePathname(pathname: string): string | null {
  if (pathname !== BASE_PATH && !pathname.startsWith(`${BASE_PATH}/`)) return null;
  return pathname.slice(BASE_PATH.length) || '/';
}
