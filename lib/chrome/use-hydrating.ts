// Whether a component is rendering over the server's markup (hydration) or mounting in the browser
// (a client-side navigation): React renders with the server snapshot exactly while hydrating, so each
// component can tell for itself, with no flag for the app shell to set in time.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export const useHydrating = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
