// Parts that exist only after the visitor does something (a popup, the mobile menu, the cookie
// notice): their code loads when they first render, in the browser only; the server renders
// nothing for them. What next/dynamic's `ssr: false` does, without its loader runtime in every
// page's scripts (1.5 kB). `preload()` loads the code ahead, after which the part renders at once,
// on the server too: the islands (./island.tsx) are built on that.
import { useEffect, useState, type ComponentType } from 'react';

export type OnDemand<P> = ComponentType<P> & {
  /** Loads the code; a failed load is tried again next time. */
  preload(): Promise<void>;
  loaded(): boolean;
  /** Hands over the component from code that has it already (a chunk that imports it statically). */
  provide(component: ComponentType<P>): void;
};

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (c) => void (loaded = c),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function OnDemand(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let live = true;
      preload().then(
        () => live && setComponent(() => loaded),
        // Offline: nothing shows; the next time it is shown tries again.
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  }
  const provide = (component: ComponentType<P>) => {
    loaded ??= component;
    loading ??= Promise.resolve();
  };
  return Object.assign(OnDemand, { preload, loaded: () => loaded !== null, provide });
}
