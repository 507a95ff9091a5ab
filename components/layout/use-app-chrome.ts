// Everything the app shell does on every page. Once the first page is hydrated, loads the rest
// (progress bar, reload guard, prefetch guard, scrolling after navigations, utm tags:
// lib/chrome/visit-chrome.ts) with what else waits for hydration (./after-hydration.ts): none of it is
// needed before the visitor acts.
import { useEffect } from 'react';
import Router from 'next/router';
import { loadAfterHydration } from './load-after-hydration';

export function useAppChrome() {
  useEffect(() => {
    const landingSearch = window.location.search;
    let live = true;
    let unbind: (() => void) | undefined;
    // The mark says the page now answers as it will: hydrated, its chrome bound. Browser tests wait
    // for it (tests/support/interactive.ts) the way a person waits for a page to respond.
    const interactive = () => document.documentElement.setAttribute('data-interactive', '');
    loadAfterHydration().then(
      (m) => {
        // Marked whatever binding the chrome does: until the mark, the boot script holds every click.
        try {
          if (live) unbind = m.bindVisitChrome(Router, landingSearch);
        } finally {
          interactive();
        }
      },
      // Offline at once: the page works without it, and Next's own navigation still does.
      interactive,
    );
    return () => {
      live = false;
      unbind?.();
    };
  }, []);
}
