// In-app links prefetch their page, except for visitors on a slow (2g) or data-saver connection.
import { useSyncExternalStore } from 'react';

type Connection = { saveData?: boolean; effectiveType?: string };

export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

const connection = () => (typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: Connection }).connection);

const noop = () => () => undefined;

/** False on 2g or data saver; on the server (no prefetching happens there) true. */
export const usePrefetchAllowed = () =>
  useSyncExternalStore(
    noop,
    () => prefetchAllowed(connection()),
    () => true,
  );
