// Everything the app shell does on every page: the route progress bar, the chunk-load reload
// guard, no prefetching on slow connections, and where the page stands after a navigation.
import { useEffect } from 'react';
import Router from 'next/router';
import { bindRouteProgress } from './route-progress';
import { installReloadGuard } from './reload-guard';
import { bindNavigationScroll } from './scroll-on-navigation';
import { guardPrefetch } from '@/lib/routing/prefetch';
import { markHydrated } from './hydrated';

export function useAppChrome() {
  useEffect(() => {
    // The app shell's effect runs after the first page's own: that page has been hydrated now.
    markHydrated();
    const unbindProgress = bindRouteProgress(Router.events);
    const uninstallGuard = installReloadGuard();
    // Router.router is the instance next/link prefetches through.
    const unguardPrefetch = Router.router ? guardPrefetch(Router.router) : () => undefined;
    const unbindScroll = bindNavigationScroll(Router.events);
    return () => {
      unbindProgress();
      uninstallGuard();
      unguardPrefetch();
      unbindScroll();
    };
  }, []);
}
