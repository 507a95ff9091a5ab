// Reads shared by the pages one revalidation regenerates (pages/api/revalidate.ts). A menu change,
// or a deleted page a menu may link to, regenerates every page (about 85). Each page used to read the
// same layout (menus, settings, the header's latest content) and its own content in requests of its
// own, and Directus spends about 20 ms of CPU on any request however small, on the cores the site
// renders on: 85 pages cost about 5 s of Directus' CPU. While a revalidation is under way the layout
// is read once and the CMS pages' content a few pages to a request (lib/cms/page-data.ts). During
// `next build` the layout (and the success stories) are read once for the whole build.
//
// Never older than the change: a change arriving drops every shared read, so a page only ever takes
// one begun after the latest change this instance was told of. A page already rendering with an older
// one is regenerated again after it (lib/revalidate/regeneration-queue.ts starts no path twice at once).
// Kept on globalThis: the route and the pages are separate bundles of the one process.

type Share = { open: number; reads: Map<string, Promise<unknown>> };
const share = ((globalThis as { __sharedReads?: Share }).__sharedReads ??= { open: 0, reads: new Map() });

/**
 * Called as a change arrives: until `done`, pages share reads. `changed` drops the reads begun before
 * it, once the change is known to reach pages (a change no page shows, such as a deleted page's
 * block, leaves the reads of a run under way to the pages still waiting for them). `done` tells
 * whether it ended the last revalidation under way (nothing is being regenerated any more).
 */
export function shareReads(): { changed: () => void; done: () => boolean } {
  share.open++;
  let done = false;
  return {
    changed() {
      share.reads = new Map();
    },
    done() {
      if (done) return false;
      done = true;
      if (--share.open > 0) return false;
      share.reads = new Map();
      return true;
    },
  };
}

/**
 * `next build` prerenders every page from one state of the CMS too (changes made meanwhile reach no
 * running site): its pages share reads for the whole build.
 */
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/** Whether a revalidation (or the build) is under way: pages then share reads. */
export const sharing = () => share.open > 0 || building();

/**
 * The shared read under `key` (begun now by `read` if there is none), or, with no revalidation under
 * way, a read of the caller's own. A read that fails is not shared: the next caller tries again.
 */
export function sharedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (!sharing()) return read();
  const reads = share.reads;
  let p = reads.get(key) as Promise<T> | undefined;
  if (!p) {
    const begun = read();
    p = begun;
    reads.set(key, begun);
    begun.catch(() => {
      if (reads.get(key) === begun) reads.delete(key);
    });
  }
  return p;
}

/** The shared read under `key` if one was begun, without beginning one. */
export const sharedReadOf = <T>(key: string): Promise<T> | undefined =>
  sharing() ? (share.reads.get(key) as Promise<T> | undefined) : undefined;
