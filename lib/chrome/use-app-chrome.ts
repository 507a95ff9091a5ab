// Everything the app shell does on every page: the route progress bar, the chunk-load reload
// guard, and landing at the hash anchor after client-side navigation.
import { useEffect } from 'react';
import Router from 'next/router';
import { bindRouteProgress } from './route-progress';
import { installReloadGuard } from './reload-guard';
import { scrollToHashWhenReady } from './hash-scroll';

export function useAppChrome() {
  useEffect(() => {
    const unbindProgress = bindRouteProgress(Router.events);
    const uninstallGuard = installReloadGuard();
    const onDone = (url: string) => scrollToHashWhenReady(url);
    Router.events.on('routeChangeComplete', onDone);
    return () => {
      unbindProgress();
      uninstallGuard();
      Router.events.off('routeChangeComplete', onDone);
    };
  }, []);
}
