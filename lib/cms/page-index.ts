// Which public paths exist: the published CMS pages, the content sections' published items and
// their numbered listing pages, read in one go and kept for a few seconds.
//
// The proxy asks it before a request reaches a page built on its first request (fallback
// 'blocking'), and answers 404 for a path that is none of them: such a path never reaches ISR.
// Next keeps something for every path that ever got an ISR entry, a cached 404 too, for the life of
// the process (the lifetime map `SharedCacheControls.cacheControls`, about 200 B a path, besides
// the entry itself in the ISR cache and in Redis), so without this check every made-up address a
// visitor or a bot sends would grow every instance's memory until a restart. The catch-all page
// asks it too (`publishedPathExists`), so a made-up path that does get through costs no page read.
//
// Never stale in a way that answers 404 for a live page:
// - a path in the index is served at once (passing a path on is always safe: the page decides);
// - a miss is only answered from an index read less than PAGE_INDEX_TTL_MS ago and begun after
//   the last content change any instance was told of: the revalidation route counts a change here
//   and bumps a version in Redis (the production profile), and a miss on any instance that sees a
//   newer count or version reads the index again before answering (a read under way since before
//   the change does not answer it);
// - when the index cannot be read (the CMS is down), the proxy passes the path on, as it did
//   before there was an index.
import { PagePathsDocument } from '@/schema/generated/graphql';
import { contentSections } from '@/lib/content/paths';
import { NEWS_PAGE_SIZE, PAST_WEBINARS_PAGE_SIZE } from '@/lib/content/config';
import { pageCount, pageHref } from '@/lib/content/pages';
import { sharedRedis } from '@/lib/shared/redis';
import { cmsQuery, CmsUnavailableError } from './client';

/** How long misses are answered from the index without asking the CMS again. */
export const PAGE_INDEX_TTL_MS = 5_000;
/** The Redis key the revalidation route bumps after a content change (read by every instance on a miss). */
export const PATHS_VERSION_KEY = 'site:paths-version';

type Index = {
  /** Published CMS pages (the catch-all and the price pages). */
  pages: Set<string>;
  /** Every public path a page built on request may have: the pages, the items, the listing pages. */
  paths: Set<string>;
  readAt: number;
  /** This process's count of content changes when the read started. */
  generation: number;
  /** The shared version when the read started (undefined without Redis). */
  version: string | undefined;
};
type Read = { index: Promise<Index>; generation: number; version: string | undefined };
type Store = { index: Index | null; pending: Read | null; generation: number };
// On globalThis: the proxy, the page bundles and the revalidation route's bundle share one index.
const store = ((globalThis as { __pageIndex?: Store }).__pageIndex ??= { index: null, pending: null, generation: 0 });

/**
 * Listing pages `/news/page/2/`… up to the last one the section's item count allows. The webinar
 * listing pages through past webinars only: counting all published ones, a listing page that exists
 * is never left out, whatever the clock has moved to the past since the read. A number past the
 * last page still reaches its page, which answers 404 (at most one such path per item: bounded).
 */
function listingPaths(section: '/news/' | '/webinars/', items: number, size: number): string[] {
  const last = pageCount(items, size);
  return Array.from({ length: last - 1 }, (_, i) => pageHref(section, i + 2));
}

async function read(now: number, generation: number, version: string | undefined): Promise<Index> {
  const [result, items] = await Promise.all([
    cmsQuery(PagePathsDocument, { statuses: ['published'] }),
    contentSections().catch((e: Error) => e),
  ]);
  if (!result.ok) throw new CmsUnavailableError(`The page index could not be read from the CMS: ${result.error.message}`);
  if (items instanceof Error) throw new CmsUnavailableError(`The item index could not be read from the CMS: ${items.message}`);
  const pages = new Set(result.data.pages.flatMap((p) => (p.path ? [p.path] : [])));
  const paths = new Set([
    ...pages,
    ...items.paths.map((i) => i.path),
    ...listingPaths('/news/', items.counts['/news/'], NEWS_PAGE_SIZE),
    ...listingPaths('/webinars/', items.counts['/webinars/'], PAST_WEBINARS_PAGE_SIZE),
  ]);
  return { pages, paths, readAt: now, generation, version };
}

/** The version of the public paths all instances share; undefined without Redis or while it is down. */
async function sharedVersion(): Promise<string | undefined> {
  const redis = sharedRedis();
  if (!redis?.isReady) return undefined;
  try {
    return (await redis.get(PATHS_VERSION_KEY)) ?? '0';
  } catch {
    return undefined;
  }
}

/** Whether an index (or a read under way) started after the last content change this process knows of. */
const current = (read: { generation: number; version: string | undefined }, version: string | undefined) =>
  read.generation === store.generation && (version === undefined || read.version === version);

/** An index fresh enough to call a path missing; throws CmsUnavailableError when the CMS cannot say. */
async function freshIndex(now: number): Promise<Index> {
  const version = await sharedVersion();
  const held = store.index;
  if (held && now - held.readAt < PAGE_INDEX_TTL_MS && current(held, version)) return held;
  // One read at a time, however many requests are waiting for it; never one begun before a change.
  let pending = store.pending;
  if (!pending || !current(pending, version)) {
    const started: Read = { index: read(now, store.generation, version), generation: store.generation, version };
    started.index
      .finally(() => {
        if (store.pending === started) store.pending = null;
      })
      .catch(() => undefined);
    pending = store.pending = started;
  }
  const index = await pending.index;
  // Keep the newest read: a later change's, else the later one.
  const kept = store.index;
  if (!kept || index.generation > kept.generation || (index.generation === kept.generation && index.readAt >= kept.readAt))
    store.index = index;
  return index;
}

/** Whether a published CMS page has this path; throws CmsUnavailableError when the CMS cannot say. */
export async function publishedPathExists(path: string, now = Date.now()): Promise<boolean> {
  if (store.index?.pages.has(path)) return true;
  return (await freshIndex(now)).pages.has(path);
}

/**
 * Whether a request for this site path may go on to its page: true for a public path, and when the
 * CMS cannot say; false only for a path missing from a fresh index. Synchronous for a known path.
 */
export function mayExist(path: string, now = Date.now()): boolean | Promise<boolean> {
  if (store.index?.paths.has(path)) return true;
  return freshIndex(now).then(
    (index) => index.paths.has(path),
    () => true,
  );
}

/**
 * Content has just changed: the next miss reads the index again, and no read begun before now
 * answers it. Known paths keep being served from the index meanwhile (a page removed just now
 * reaches its page, which answers 404 itself).
 */
export function forgetPageIndex(): void {
  store.generation++;
}

/** After a content change: this instance reads the index again on its next miss, and so does every other one. */
export async function pathsChanged(): Promise<void> {
  forgetPageIndex();
  await sharedRedis()
    ?.incr(PATHS_VERSION_KEY)
    .catch(() => undefined);
}
