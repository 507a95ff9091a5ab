// What the app shell does for the rest of the visit once the first page is up: the route progress
// bar, the chunk-load reload guard, no prefetching on slow connections, where the page stands after
// a navigation, and the campaign's utm tags. None of it is needed to show or hydrate the first page,
// so it loads right after hydration (components/layout/use-app-chrome.ts, in the chunk of components/layout/after-hydration.ts)
// instead of with every page's first scripts.
import type { Router as NextRouter } from 'next/router';
import { bindRouteProgress } from './route-progress';
import { installReloadGuard } from './reload-guard';
import { bindNavigationScroll } from './scroll-on-navigation';
import { guardPrefetch } from '@/lib/routing/prefetch';
import { prefetchLinksInView } from '@/lib/routing/prefetch-in-view';
import { captureUtm } from '@/lib/leads/client/utm';

type Singleton = { events: NextRouter['events']; router: NextRouter | null };

/**
 * Binds it all to Next's router singleton; `landingSearch` is the query of the address the visit
 * landed on, read at hydration (the visitor may have moved on by the time this runs).
 */
export function bindVisitChrome(Router: Singleton, landingSearch: string): () => void {
  captureUtm(landingSearch);
  const onRouteDone = () => captureUtm(window.location.search);
  Router.events.on('routeChangeComplete', onRouteDone);
  const unbindProgress = bindRouteProgress(Router.events);
  const uninstallGuard = installReloadGuard();
  // Router.router is the instance links prefetch through.
  const unguardPrefetch = Router.router ? guardPrefetch(Router.router) : () => undefined;
  const stopInView = Router.router ? prefetchLinksInView(Router.router, Router.events) : () => undefined;
  const unbindScroll = bindNavigationScroll(Router.events);
  return () => {
    Router.events.off('routeChangeComplete', onRouteDone);
    unbindProgress();
    uninstallGuard();
    unguardPrefetch();
    stopInView();
    unbindScroll();
  };
}
