// Where the page stands after each navigation (spec §2): back and forward return to the position
// the visitor left (Next keeps it with `experimental.scrollRestoration`), other navigations start
// at the top unless the link says `scroll={false}`, and at the hash anchor when the address has one,
// also on a fresh visit (held there while images above it load: ./hash-scroll.ts).
import type { Router } from 'next/router';
import { holdAnchor, scrollToHashWhenReady } from './hash-scroll';

/** Next stores the position left per history entry under this key (router.js, scroll restoration). */
const savedPosition = (win: Window): { x: number; y: number } | undefined => {
  const key = (win.history.state as { key?: string } | null)?.key;
  if (!key) return undefined;
  try {
    const saved = JSON.parse(win.sessionStorage.getItem(`__next_scroll_${key}`) ?? 'null') as { x?: unknown; y?: unknown } | null;
    return typeof saved?.x === 'number' && typeof saved.y === 'number' ? { x: saved.x, y: saved.y } : undefined;
  } catch {
    return undefined;
  }
};

const arrivedThroughHistory = (win: Window) =>
  (win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';

export function bindNavigationScroll(events: Router['events'], win: Window = window): () => void {
  let traversing = false;
  const onPopState = () => {
    traversing = true;
  };
  const onComplete = (url: string) => {
    if (!traversing) return scrollToHashWhenReady(url, win);
    traversing = false;
    // Next restores the position left, then scrolls to the address' anchor if it has one: for
    // back and forward the position left wins.
    const position = url.includes('#') ? savedPosition(win) : undefined;
    if (position) win.setTimeout(() => win.scrollTo(position.x, position.y), 0);
  };
  win.addEventListener('popstate', onPopState);
  events.on('routeChangeComplete', onComplete);
  // A fresh visit (or a reload) of an address with an anchor.
  const releaseFirst = win.location.hash && !arrivedThroughHistory(win) ? holdAnchor(win.location.hash, win) : undefined;
  return () => {
    releaseFirst?.();
    win.removeEventListener('popstate', onPopState);
    events.off('routeChangeComplete', onComplete);
  };
}
