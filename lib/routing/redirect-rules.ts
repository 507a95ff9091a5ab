// Which redirect a request path gets, decided without I/O so that the proxy stays a thin shell and
// every rule is unit-tested. Paths here are site paths, without the base path.
import { BASE_PATH } from './base-path';

export type RedirectStatus = 307 | 308;
export type Redirect = { location: string; status: RedirectStatus };
/** CMS redirects keyed by their `from` path. */
export type RedirectTable = ReadonlyMap<string, { to: string; status: RedirectStatus }>;

/** Where /articles/ goes when the CMS does not name the main site. */
export const DEFAULT_MAIN_SITE = 'https://elma365.com/ru/';
/** A chain longer than this is treated like a loop: a marketer's mistake must not bounce visitors. */
export const MAX_HOPS = 10;

const isAbsolute = (to: string) => /^https?:\/\//i.test(to);

function safeDecode(path: string): string | null {
  try {
    return decodeURI(path);
  } catch {
    return null;
  }
}

/** `/Archiving/` → `/archiving/`; percent-encoded bytes alone (%D0) do not count as upper case. */
export function lowerCaseRedirect(path: string): string | null {
  // The common case, checked without decoding: nothing upper case and nothing encoded (a request's
  // path has every non-ASCII character percent-encoded).
  if (!/[A-Z%]/.test(path)) return null;
  const decoded = safeDecode(path);
  if (decoded === null || decoded === decoded.toLowerCase()) return null;
  return encodeURI(decoded.toLowerCase());
}

/** The one site path that is no page of the site: the articles' index is the main site's (below). */
const ARTICLES_INDEX = '/articles/';

/**
 * Whether a link to this site path (without the base path, query or anchor) leaves the site: the
 * browser follows it as any link (the redirect answers it), and nothing asks its page data, which
 * does not exist (a prefetch of it was a 404 on every phone page with the menu open).
 */
export const leavesTheSite = (path: string): boolean => path === ARTICLES_INDEX;

/** `/articles/` lives on the main site's Russian section; its sub-pages stay here. */
export function articlesRedirect(path: string, mainSiteUrl: string | null | undefined): string | null {
  if (path !== ARTICLES_INDEX) return null;
  const base = mainSiteUrl && isAbsolute(mainSiteUrl) ? mainSiteUrl : DEFAULT_MAIN_SITE;
  return new URL('articles/', base.endsWith('/') ? base : `${base}/`).toString();
}

/**
 * Follows CMS redirects from `path` to their final target, so a chain costs the visitor one hop.
 * A chain that comes back to a path already seen (or never ends) is a loop: no redirect at all.
 */
export function cmsRedirect(path: string, table: RedirectTable): { to: string; status: RedirectStatus } | null {
  const first = table.get(path);
  if (!first) return null;
  const seen = new Set([path]);
  let { to, status } = first;
  for (let hop = 1; ; hop++) {
    if (isAbsolute(to)) return { to, status };
    if (seen.has(to) || hop > MAX_HOPS) return null;
    seen.add(to);
    const next = table.get(to);
    if (!next) return { to, status };
    to = next.to;
    // One permanent hop is enough to make the whole chain permanent only if every hop is.
    if (next.status === 307) status = 307;
  }
}

/** The site address of a site path, for the Location header. */
const onSite = (to: string) => `${BASE_PATH}${to.startsWith('/') ? to : `/${to}`}`;

/** The one redirect a request gets, if any: case first, then /articles/, then the CMS table. */
export function decideRedirect(path: string, search: string, table: RedirectTable, mainSiteUrl?: string | null): Redirect | null {
  const lower = lowerCaseRedirect(path);
  if (lower) return { location: `${onSite(lower)}${search}`, status: 308 };
  const articles = articlesRedirect(path, mainSiteUrl);
  if (articles) return { location: articles, status: 308 };
  const cms = cmsRedirect(path, table);
  if (cms) return { location: isAbsolute(cms.to) ? cms.to : `${onSite(cms.to)}${search}`, status: cms.status };
  return null;
}

/** Rows as the CMS returns them → the lookup table; rows with a bad path or target are skipped. */
export function redirectTable(
  rows: readonly ({ from?: string | null; to?: string | null; status_code?: string | null } | null)[],
): RedirectTable {
  const table = new Map<string, { to: string; status: RedirectStatus }>();
  for (const row of rows) {
    const from = row?.from?.trim();
    const to = row?.to?.trim();
    if (!from || !to || !from.startsWith('/') || from === to) continue;
    if (!to.startsWith('/') && !isAbsolute(to)) continue;
    table.set(from, { to, status: row?.status_code === '307' ? 307 : 308 });
  }
  return table;
}
