// In-app links prefetch their page, except for visitors on a slow (2g) or data-saver connection.
// Next itself skips only the scripts there: its links still fetch the page data (`/_next/data/…`)
// on hover and in view, even with prefetch={false}. So the router's own prefetch is guarded.
import type { NextRouter } from 'next/router';

type Connection = { saveData?: boolean; effectiveType?: string };

export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

const connection = () => (typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: Connection }).connection);

/** Makes every prefetch of this router ask the connection first (it may change during a visit). */
export function guardPrefetch(router: Pick<NextRouter, 'prefetch'>, current: () => Connection | undefined = connection) {
  const original = router.prefetch.bind(router);
  router.prefetch = (...args) => (prefetchAllowed(current()) ? original(...args) : Promise.resolve());
  return () => {
    router.prefetch = original;
  };
}
