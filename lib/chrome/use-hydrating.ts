// Whether a component is rendering over the server's markup (hydration) or mounting in the browser
// (a client-side navigation): React renders with the server snapshot exactly while hydrating. A
// block hydrates when its chunk arrives (lib/chrome/island.tsx), after the rest of the page, so no
// page-wide flag can tell.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export const useHydrating = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
