// The CMS redirects (and the pages' route guards) as the proxy, the block pages' render and the ISR
// cache handlers read them (lib/routing/cached-answers.ts), on every request: kept in memory for a few seconds and
// refreshed in the background, so a request never waits for Directus once the table is warm, and a
// CMS outage keeps the last good table instead of breaking pages.
import { RedirectsDocument } from '@/schema/generated/graphql';
import { cmsQuery } from '@/lib/cms/client';
import { present } from '@/lib/format/present';
import { redirectTable, type RedirectTable } from './redirect-rules';
import { guardTable, type GuardTable } from './route-guards';
import { refreshedValue, type RefreshedState } from '@/lib/shared/refreshed-value';
import { linkHref } from '@/lib/cms/links';

export type RedirectData = { table: RedirectTable; mainSiteUrl: string | null; guards: GuardTable };

/** How long a read table is used before it is refreshed: an edit applies within this time. */
export const REDIRECTS_TTL_MS = 5_000;
/** The first request of an instance waits at most this long for the CMS, then goes on without. */
export const FIRST_READ_WAIT_MS = 1_500;

const EMPTY: RedirectData = { table: new Map(), mainSiteUrl: null, guards: new Map() };

export async function readRedirects(): Promise<RedirectData | null> {
  const result = await cmsQuery(RedirectsDocument, {});
  if (!result.ok) return null;
  return {
    // A redirect to a chosen page leads to its current path (an anchor typed beside it is kept).
    table: redirectTable(present(result.data.redirects).map((r) => ({ ...r, to: linkHref(r.to_page, r.to) }))),
    mainSiteUrl: result.data.globals?.main_site_url ?? null,
    guards: guardTable(result.data.guarded_pages),
  };
}

/**
 * The redirect table kept as `refreshedValue` keeps it (lib/shared/refreshed-value.ts), answering
 * synchronously once read; a factory so that tests control the clock and the loader.
 */
export function redirectCache(
  load: () => Promise<RedirectData | null>,
  now: () => number = Date.now,
  ttlMs = REDIRECTS_TTL_MS,
  state?: RefreshedState<RedirectData>,
) {
  return refreshedValue({ load, fallback: EMPTY, ttlMs, firstWaitMs: FIRST_READ_WAIT_MS, now, state });
}

/** On globalThis: the proxy and the revalidation route are separate bundles of one process. */
const shared = ((globalThis as { __ecmRedirects?: RefreshedState<RedirectData> }).__ecmRedirects ??= { readAt: -Infinity, inFlight: null });
const redirects = redirectCache(readRedirects, Date.now, REDIRECTS_TTL_MS, shared);

export const cachedRedirects = redirects.get;

/**
 * Read the table again before the next request is routed (the revalidation route calls this after a
 * save: a renamed page's redirect from its old address, made in the same save, applies at once).
 */
export function dropRedirects(): void {
  redirects.drop();
}
