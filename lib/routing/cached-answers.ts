// Which answers the ISR cache handlers serve and store, now that the requests of the block pages
// reach them without the proxy (docs/adr/0024): what the proxy decided for every request before a
// cached page was served, the cache decides here, from the same tables, for the path of a storage key.
// - A path a CMS redirect names is never answered from the cache: its render answers the redirect
//   (pipeline/page-pipeline.ts), decided on every request from the table, so a saved or deleted
//   redirect applies within the table's refresh (5 s), a page at that address included.
// - A page naming a guard the site does not know is never answered from the cache: its render fails
//   with 500 'Unknown middleware {name}' (lib/routing/route-guards.ts), as the proxy answered.
// - A path that is no public page (lib/routing/unknown-paths.ts: mayBePage) is never answered from
//   the cache, and its 404 is never stored: such a path gets no ISR entry and no lifetime in Next's
//   map, so the addresses visitors and bots make up cost no memory (lib/cms/page-index.ts says why).
// The cache handlers are plain JavaScript that Next loads outside the site's bundles
// (lib/shared/routed-cache.mjs): they reach these functions on globalThis, registered when the
// server starts (instrumentation.ts), as the page index and the redirect table are shared.
import { visitorsSeeDrafts } from '@/lib/cms';
import { parseVariantPath } from '@/lib/experiments';
import { cachedRedirects, type RedirectData } from './redirect-source';
import { cmsRedirect } from './redirect-rules';
import { refusedByGuards } from './route-guards';
import { mayBePage } from './unknown-paths';
import { pagePath } from './page-path';

/** What a page's render answered, as a cache handler is asked to store it. */
export type Answer = 'page' | 'redirect' | 'notFound';

export type CachedAnswers = {
  /** Whether a stored answer for this path may be served; false makes the request render it. */
  servesStored(path: string): boolean | Promise<boolean>;
  /** Whether this answer of a render of this path is stored. */
  keepsAnswer(path: string, answer: Answer): boolean | Promise<boolean>;
};

/** The page a path shows: an A/B variant's is its page's (`/_ab/7/archiving/` → `/archiving/`). */
const pageOf = (path: string) => {
  const site = pagePath(path);
  return parseVariantPath(site)?.path ?? site;
};

const withRedirects = (decide: (data: RedirectData) => boolean | Promise<boolean>): boolean | Promise<boolean> => {
  const data = cachedRedirects();
  return data instanceof Promise ? data.then(decide) : decide(data);
};

/** A visitor's path that the CMS table redirects (a variant's own path is never one). */
const redirected = ({ table }: RedirectData, path: string) => {
  const site = pagePath(path);
  return !parseVariantPath(site) && cmsRedirect(site, table) !== null;
};

export const cachedAnswers: CachedAnswers = {
  servesStored(path) {
    return withRedirects((data) => {
      if (redirected(data, path) || refusedByGuards(data.guards, pageOf(path))) return false;
      return visitorsSeeDrafts() || mayBePage(pageOf(path));
    });
  },
  keepsAnswer(path, answer) {
    if (answer === 'page') return true;
    // The CMS table's redirects are decided per request; a page's own (a news item's `redirect`) is kept.
    if (answer === 'redirect') return withRedirects((data) => !redirected(data, path));
    return visitorsSeeDrafts() || mayBePage(pageOf(path));
  },
};

/** Hands the cache handlers these decisions (once, when the server starts). */
export function registerCachedAnswers(): void {
  (globalThis as { __ecmCachedAnswers?: CachedAnswers }).__ecmCachedAnswers = cachedAnswers;
}
