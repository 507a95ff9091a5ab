// The CMS redirects (and the pages' route guards) as the proxy reads them on every request: kept in memory for a few seconds and
// refreshed in the background, so a request never waits for Directus once the table is warm, and a
// CMS outage keeps the last good table instead of breaking pages.
import { RedirectsDocument } from '@/schema/generated/graphql';
import { cmsQuery } from '@/lib/cms/client';
import { present } from '@/lib/format/present';
import { redirectTable, type RedirectTable } from './redirect-rules';
import { guardTable, type GuardTable } from './route-guards';

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
    table: redirectTable(present(result.data.redirects)),
    mainSiteUrl: result.data.globals?.main_site_url ?? null,
    guards: guardTable(result.data.guarded_pages),
  };
}

type Loader = () => Promise<RedirectData | null>;

/**
 * A cache around `load`; exported as a factory so that tests control the clock and the loader.
 * Once an instance holds a table, `get` answers synchronously (the proxy then does not wait for a
 * promise on every page request) and starts a background read when the table is older than `ttlMs`.
 * A failed read keeps the last good table (or none) for another TTL, then it is read again.
 */
export function redirectCache(load: Loader, now: () => number = Date.now, ttlMs = REDIRECTS_TTL_MS) {
  let data: RedirectData | undefined;
  let readAt = -Infinity;
  let inFlight: Promise<RedirectData> | null = null;

  const refresh = () =>
    (inFlight ??= load()
      .catch(() => null)
      .then((read) => {
        data = read ?? data ?? EMPTY;
        readAt = now();
        inFlight = null;
        return data;
      }));

  return function get(): RedirectData | Promise<RedirectData> {
    if (data !== undefined) {
      // A stale table is served at once while the next one is read in the background.
      if (now() - readAt >= ttlMs) void refresh();
      return data;
    }
    // The instance's first request waits a little for the CMS, then goes on without redirects.
    const giveUp = AbortSignal.timeout(FIRST_READ_WAIT_MS);
    const gaveUp = new Promise<RedirectData>((r) => giveUp.addEventListener('abort', () => r(EMPTY)));
    return Promise.race([refresh(), gaveUp]);
  };
}

export const cachedRedirects = redirectCache(readRedirects);
