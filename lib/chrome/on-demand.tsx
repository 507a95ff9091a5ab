// Parts that exist only after the visitor does something (a popup, the mobile menu, the cookie
// notice): their code loads when they first render, in the browser only; the server renders
// nothing for them. What next/dynamic's `ssr: false` does, without its loader runtime in every
// page's scripts (1.5 kB): that stays with the block pages, whose blocks are server-rendered
// (blocks/registry.ts).
import { useEffect, useState, type ComponentType } from 'react';

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function OnDemand(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      load().then(
        (c) => {
          loaded = c;
          if (live) setComponent(() => c);
        },
        // Offline: nothing shows; the next time it is shown tries again.
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}
