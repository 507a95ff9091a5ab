// Everything the app shell does on every page: the route progress bar, the chunk-load reload
// guard, no prefetching on slow connections, and landing at the hash anchor after client-side navigation.
import { useEffect } from 'react';
import Router from 'next/router';
import { bindRouteProgress } from './route-progress';
import { installReloadGuard } from './reload-guard';
import { scrollToHashWhenReady } from './hash-scroll';
import { guardPrefetch } from '@/lib/routing/prefetch';

export function useAppChrome() {
  useEffect(() => {
    const unbindProgress = bindRouteProgress(Router.events);
    const uninstallGuard = installReloadGuard();
    // Router.router is the instance next/link prefetches through.
    const unguardPrefetch = Router.router ? guardPrefetch(Router.router) : () => undefined;
    const onDone = (url: string) => scrollToHashWhenReady(url);
    Router.events.on('routeChangeComplete', onDone);
    return () => {
      unbindProgress();
      uninstallGuard();
      unguardPrefetch();
      Router.events.off('routeChangeComplete', onDone);
    };
  }, []);
}
