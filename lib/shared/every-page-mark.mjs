// "Every page changed at": a change that reaches every page (a menu, the settings, a deleted page
// the menus may link to) used to leave visitors the old chrome until the run regenerating every
// page (about 85, 3 at a time) reached theirs: 6-12 s on a busy machine, with links to a deleted
// page all that time. Now the change marks the time (pages/api/revalidate.ts, after the shared
// reads were dropped), and the ISR cache handlers of both profiles (./file-cache-handler.mjs,
// ./redis-cache-handler.mjs) answer a page cached before it as a miss: Next renders it on the
// request (blocking, one render for concurrent requests of a path) from the CMS as it is now, and
// the run refills the other pages in the background, skipping those visitors already refreshed.
//
// Plain JavaScript kept on globalThis: Next loads the cache handler outside the compiled
// application, and the revalidation route and pages/_error.tsx reach the same state from their
// bundles (lib/revalidate/every-page-mark.ts).

/**
 * `at`: the latest mark (ms since the epoch); `missed`: page path → when this process answered it
 * as a miss because of the mark; `fresh`: page path → when a render begun after the mark was stored;
 * `stale`: the page a miss replaced, by path, served by pages/_error.tsx if the render fails because
 * the CMS cannot be read; `renderSince`: page path → when the render Next stores next for it began
 * (see `begunBeforeMark`); `readAt`: storage key → when Next last asked the cache for it; `publish`:
 * tells the other instances (production profile).
 */
const shared = /** @type {any} */ (globalThis);
const state = (shared.__everyPageMark ??= {
  at: 0,
  changedAt: 0,
  missed: new Map(),
  fresh: new Map(),
  stale: new Map(),
  renderSince: new Map(),
  readAt: new Map(),
  publish: null,
});

/** Stale pages kept for a failed render: about every page of the site, each a few tens of kB. */
const STALE_KEPT = 200;

/** Takes a mark (this instance's own, or another's from Redis); an older one changes nothing. */
export function noteMark(at) {
  if (!(at > state.at)) return;
  state.at = at;
  state.fresh.clear();
}

/** Marks every cached page as older than the change (the revalidation route, via globalThis). */
export function markEveryPage(at = Date.now()) {
  noteMark(at);
  state.publish?.(at);
  return at;
}

/** How the production handler tells the other instances of a mark. */
export function publishMarksWith(publish) {
  state.publish = publish;
}

export const markedAt = () => state.at;

/** Any change that reaches pages, as the revalidation route learns of it. */
export function noteChange(at = Date.now()) {
  state.changedAt = Math.max(state.changedAt, at);
}

/** `/about/` → `/about`, as page paths are kept here. */
const withoutTrailingSlash = (path) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/**
 * Whether a visitor's request already rendered `path` (a page path, trailing slash or not) on this
 * instance after the mark and after every later change: the run of every page can leave it.
 */
export function renderedSinceChange(path) {
  const at = state.fresh.get(withoutTrailingSlash(path));
  return at !== undefined && at >= state.at && at >= state.changedAt;
}

/** Directus could not be reached a moment ago (lib/cms/client.ts keeps this on globalThis). */
const cmsDown = () => Date.now() < (shared.__cmsOutage?.until ?? 0);

/**
 * The page path of an ISR storage key (`/route-cache/PAGES/<hash>/$/news/page/2`, the home page
 * `…/$/index`), as the revalidation route names paths without the base path and trailing slash.
 */
export function pagePathOfKey(key) {
  const i = key.indexOf('/$/');
  const path = i === -1 ? key : key.slice(i + 2);
  return path === '/index' ? '/' : path;
}

/** Entries the mark applies to: rendered pages, their redirects and their "not found" answers. */
const isPageEntry = (entry) => entry.value == null || entry.value.kind === 'PAGES' || entry.value.kind === 'REDIRECT';

/**
 * What a cache handler's `get` answers for `entry` (its own answer for `key`): null, a miss, for a
 * page cached before the mark, so that Next renders it now. While the CMS is known to be down the
 * old page is answered instead (Next serves it and tries again in the background), since the render
 * could only fail.
 */
export function servedEntry(key, entry) {
  const answer = answerFor(key, entry);
  // Next asks the cache before it renders a page, for a visitor or in the background: when that
  // render began, for `begunBeforeMark`.
  state.readAt.set(key, Date.now());
  if (startsRender(answer)) renderBegins(pagePathOfKey(key));
  return answer;
}

function answerFor(key, entry) {
  if (!entry || !(entry.lastModified < state.at) || entry.lastModified === -1 || !isPageEntry(entry)) return entry;
  if (cmsDown()) {
    if (entry.value) keptOld.add(entry.value);
    return entry;
  }
  const path = pagePathOfKey(key);
  state.missed.set(path, Date.now());
  if (entry.value?.kind === 'PAGES') {
    state.stale.delete(path);
    state.stale.set(path, entry.value);
    if (state.stale.size > STALE_KEPT) state.stale.delete(state.stale.keys().next().value);
  }
  return null;
}

/**
 * Pages served old because the CMS was down. When their regeneration fails, Next stores them again
 * (to retry in a few seconds); stored now, they would count as newer than the mark and be served
 * with the old chrome until then even once the CMS is back. Such a store is left out: the page stays
 * older than the mark, and its next request renders it again.
 */
const keptOld = new WeakSet();

/** Whether `value` is a page a handler's `set` should leave out (see `keptOld`). */
export const isOldPageKeptOn = (value) => !!value && keptOld.has(value);

/**
 * The revalidate time of a page whose entry does not carry it (one the build prerendered; Next takes
 * it from the build's manifest): every page returns the site's (lib/env.ts, default 300 s).
 */
const siteRevalidateSeconds = () => Number(process.env.REVALIDATE_SECONDS) || 300;

/**
 * Whether Next renders the page on this answer of the cache: on a miss, and in the background for a
 * page past its revalidate time (or carrying the build's "expired" marker). The entries of Next's
 * file cache carry that time as `cacheControl`, the Redis handler's as `lifespan`.
 */
function startsRender(entry) {
  if (!entry || entry.lastModified === -1) return true;
  if (!isPageEntry(entry)) return false;
  const revalidate = entry.cacheControl?.revalidate ?? entry.lifespan?.revalidate ?? siteRevalidateSeconds();
  return revalidate !== false && Date.now() - entry.lastModified > revalidate * 1000;
}

/** A render of `path` begins, unless one is under way: Next runs one per page, later requests join it. */
function renderBegins(path) {
  const p = withoutTrailingSlash(path);
  if (!state.renderSince.has(p)) state.renderSince.set(p, Date.now());
}

/** The revalidation route is about to regenerate `path`: Next renders it, or joins a render under way. */
export function noteRegenerating(path) {
  renderBegins(path);
}

/**
 * Whether the render a handler is asked to store for `key` began before the latest mark: it read the
 * CMS before the change (a background regeneration under way when the change came), and stored now
 * it would count as newer than the mark and be served with the old chrome until the run of every
 * page reached it. Such a store is left out: the entry stays older than the mark, so its next
 * request renders it afresh.
 *
 * The render is the one under way since the first answer that began one (`renderSince`), not the
 * latest request: a request after the mark, or the run's regeneration of the page, joins a
 * background regeneration begun before it and gets its page (Next's response cache batches renders
 * by key). Timing that join as a render begun after the mark stored the old chrome as fresh, and
 * served it from then on. Without a render seen begun, the latest request is taken. Asked once per
 * store, which ends the render.
 */
export function begunBeforeMark(key) {
  const path = pagePathOfKey(key);
  const begun = state.renderSince.get(path) ?? state.readAt.get(key) ?? 0;
  state.renderSince.delete(path);
  return state.at > 0 && begun < state.at;
}

/** A cache handler's `set` of `key`: a render begun after the mark leaves a page fresh. */
export function noteStored(key) {
  const path = pagePathOfKey(key);
  const missedAt = state.missed.get(path);
  state.stale.delete(path);
  if (missedAt === undefined) return;
  state.missed.delete(path);
  if (missedAt >= state.at) state.fresh.set(path, missedAt);
}

/**
 * Wraps a handler of @fortedigital/nextjs-cache-handler (the production profile's Redis handler):
 * its entries are `{ value, lastModified, … }`, Next's page being `value`.
 */
export function markAware(handler) {
  return {
    ...handler,
    name: `${handler.name}-every-page-mark`,
    async get(key, meta) {
      return servedEntry(key, await handler.get(key, meta));
    },
    async set(key, value, ctx) {
      if (begunBeforeMark(key) || isOldPageKeptOn(value?.value)) return;
      await handler.set(key, value, ctx);
      noteStored(key);
    },
    revalidateTag: (tag) => handler.revalidateTag(tag),
    delete: (key) => handler.delete?.(key),
  };
}
