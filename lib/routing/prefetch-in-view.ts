// Spec §2/§9: in-app links prefetch their page, after the browser is idle (idle timeout 2000 ms),
// skipped on 2g or with data saver. Links in view are fetched ahead, as next/link does, but for
// every link of the document at once (SmartLink's and the kept server HTML's, components/
// static-html.tsx), by one observer bound with the visit's chrome instead of one per link in every
// page's scripts. The router's prefetch is guarded on slow connections (./prefetch.ts); this asks
// the connection too, so that on one nothing is even observed.
// The prefetches queue, a few at a time and none while a navigation is under way: the footer brings
// some 25 links into view at once, and a click must not wait behind them (below).
import { prefetchAllowed } from './prefetch';
import { sitePathname } from './base-path';
import { leavesTheSite } from './redirect-rules';

/** Spec §9: the prefetch idle timeout. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * At most this many in-view prefetches at once. The browser opens six connections to a host: when
 * the footer's links all went at once, a click's page scripts waited behind them, and past 3.8 s
 * Next's router gives up on them and loads the page in full (seen under load in
 * tests/integration/chrome.browser.test.ts: /news/ left the app after its script waited 3.8 s).
 */
export const PREFETCHES_AT_ONCE = 2;

type Prefetcher = { prefetch(url: string): Promise<void> };
/** Next's router events (`Router.events`): prefetching pauses while a navigation loads. */
type RouteEvents = {
  on(event: 'routeChangeStart' | 'routeChangeComplete' | 'routeChangeError', handler: () => void): void;
  off(event: 'routeChangeStart' | 'routeChangeComplete' | 'routeChangeError', handler: () => void): void;
};
type Connection = { saveData?: boolean; effectiveType?: string };

const connection = (): Connection | undefined => (navigator as Navigator & { connection?: Connection }).connection;

/** When the browser is idle, at the latest after the spec's timeout. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

/**
 * The page a link leads to in this app (its path without the base path, with its query), or null:
 * other sites, files (the sitemap), API routes, a path that leaves the site (the articles' index),
 * new tabs, downloads, and the page shown (a contents link). An API route is no page, and a GET of
 * one may act: the router's prefetch of the draft banner's «Выйти из предпросмотра»
 * (`/api/preview/exit/`) asked Next for its data, which ran the route, cleared the draft-mode
 * cookies, and the preview went on as a visitor's page.
 */
export function inAppTarget(link: HTMLAnchorElement, here: Location = window.location): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  const path = sitePathname(url.pathname);
  if (path === null || /\.\w+$/.test(path) || /^\/api(\/|$)/.test(path) || leavesTheSite(path)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return path + url.search;
}

/**
 * Starts prefetching the in-app links that come into view, a few at a time and none while `events`
 * tell of a navigation; returns the function that stops it.
 */
export function prefetchLinksInView(router: Prefetcher, events?: RouteEvents, doc: Document = document): () => void {
  if (typeof IntersectionObserver === 'undefined' || !prefetchAllowed(connection())) return () => undefined;
  const done = new Set<string>();
  const observed = new WeakSet<Element>();
  const waiting: string[] = [];
  let running = 0;
  let navigating = false;
  let stopped = false;
  let idleRun: (() => void) | null = null;
  const run = () => {
    while (!stopped && !navigating && running < PREFETCHES_AT_ONCE && waiting.length > 0) {
      const target = waiting.shift() as string;
      if (!prefetchAllowed(connection())) {
        done.delete(target);
        continue;
      }
      running += 1;
      void router
        .prefetch(target)
        .catch(() => done.delete(target))
        .finally(() => {
          running -= 1;
          runWhenIdle();
        });
    }
  };
  const runWhenIdle = () => {
    idleRun ??= whenIdle(() => {
      idleRun = null;
      run();
    });
  };
  const prefetch = (link: HTMLAnchorElement) => {
    const target = inAppTarget(link);
    if (target === null || done.has(target) || !prefetchAllowed(connection())) return;
    done.add(target);
    waiting.push(target);
    runWhenIdle();
  };
  const pause = () => {
    navigating = true;
  };
  const resume = () => {
    navigating = false;
    runWhenIdle();
  };
  events?.on('routeChangeStart', pause);
  events?.on('routeChangeComplete', resume);
  events?.on('routeChangeError', resume);
  const io = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        io.unobserve(e.target);
        prefetch(e.target as HTMLAnchorElement);
      }
    },
    // A little ahead of the viewport, as next/link does.
    { rootMargin: '200px' },
  );
  const observe = (root: ParentNode) => {
    for (const link of root.querySelectorAll('a[href]')) {
      if (observed.has(link)) continue;
      observed.add(link);
      io.observe(link);
    }
  };
  // Links that arrive later: the next page after a navigation, a block whose code came late, a menu.
  let scheduled: (() => void) | null = null;
  const mo = new MutationObserver(() => {
    scheduled ??= whenIdle(() => {
      scheduled = null;
      observe(doc);
    });
  });
  const stopStart = whenIdle(() => {
    observe(doc);
    mo.observe(doc.body, { childList: true, subtree: true });
  });
  return () => {
    stopped = true;
    stopStart();
    scheduled?.();
    idleRun?.();
    events?.off('routeChangeStart', pause);
    events?.off('routeChangeComplete', resume);
    events?.off('routeChangeError', resume);
    io.disconnect();
    mo.disconnect();
  };
}
