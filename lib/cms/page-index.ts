// Which CMS page paths exist, read in one query and kept for a few seconds. The catch-all route
// asks it before reading a page, so a flood of made-up paths costs one CMS read per few seconds
// instead of one read each (Next then keeps each miss as a cached 404). A path that is not in a
// recent index is a miss; the revalidation route drops the index first, so a page published a
// moment ago is found when its regeneration asks.
import { PagePathsDocument } from '@/schema/generated/graphql';
import { cmsQuery, CmsUnavailableError } from './client';

/** How long misses are answered from the index without asking the CMS again. */
export const PAGE_INDEX_TTL_MS = 5_000;

type Index = { paths: Set<string>; readAt: number };
// On globalThis: the page bundles and the revalidation route's bundle share one index.
const store = ((globalThis as { __pageIndex?: { index: Index | null; pending: Promise<Index> | null } }).__pageIndex ??= {
  index: null,
  pending: null,
});

async function read(now: number): Promise<Index> {
  const result = await cmsQuery(PagePathsDocument, { statuses: ['published'] });
  if (!result.ok) throw new CmsUnavailableError(`The page index could not be read from the CMS: ${result.error.message}`);
  return { paths: new Set(result.data.pages.flatMap((p) => (p.path ? [p.path] : []))), readAt: now };
}

/** Whether a published page has this path; throws CmsUnavailableError when the CMS cannot say. */
export async function publishedPathExists(path: string, now = Date.now()): Promise<boolean> {
  if (!store.index || now - store.index.readAt >= PAGE_INDEX_TTL_MS) {
    // One read at a time, however many requests are waiting for it.
    store.pending ??= read(now).finally(() => {
      store.pending = null;
    });
    store.index = await store.pending;
  }
  return store.index.paths.has(path);
}

/** Forget the index, so that the next look-up reads the CMS (content has just changed). */
export function forgetPageIndex(): void {
  store.index = null;
}
