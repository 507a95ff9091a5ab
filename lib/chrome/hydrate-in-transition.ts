// Next's browser entry hydrates the first page with `hydrateRoot` outside of a transition, and React
// then hydrates the whole page in one task (on a mid-range phone, tens of milliseconds that block
// input: Lighthouse's Total Blocking Time). Started inside a transition, hydration runs in short
// steps that yield to the browser in between: the pattern React Router's browser entry uses. Next's
// entry imports blocks/hydrate.ts, built on this, as `react-dom/client` (next.config.mjs);
// everything else is React's own.
// Hydration also waits for the code of the page's islands (./island.tsx), as Next's entry waits for
// next/dynamic's modules: they must render as the server rendered them.
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot as reactHydrateRoot, type Root } from 'react-dom/client';
import { islandsIn, loadIslands, type Islands } from './island';

/**
 * `react-dom/client` for Next's entry (which calls its `hydrateRoot` alone), hydrating in a transition
 * once the page's islands have loaded, out of the map `islands()` gives (a page whose scripts lack
 * it hydrates at once).
 */
export function hydrateInTransition(islands: () => Promise<Islands>) {
  function hydrateRoot(...[container, children, options]: Parameters<typeof reactHydrateRoot>): Root {
    let root: Root | undefined;
    let latest: ReactNode = children;
    let unmounted = false;
    const hydrate = () => {
      if (unmounted) return;
      startTransition(() => {
        root = reactHydrateRoot(container, latest, options);
      });
    };
    const marked = islandsIn(container);
    if (marked.size === 0) {
      hydrate();
      return root!;
    }
    void islands()
      .then((map) => loadIslands(map, marked))
      .then(hydrate, hydrate);
    // Next renders again only after the first render has committed; until then, the latest wins.
    return {
      render: (next) => (root ? root.render(next) : void (latest = next)),
      unmount: () => (root ? root.unmount() : void (unmounted = true)),
    };
  }
  return { hydrateRoot };
}
