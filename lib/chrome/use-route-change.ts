import { useEffect, useRef } from 'react';
import Router from 'next/router';

/** Calls `onChange` when a route change starts (menus close, the mobile header hides). */
export function useRouteChangeStart(onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const handler = () => latest.current();
    Router.events.on('routeChangeStart', handler);
    return () => Router.events.off('routeChangeStart', handler);
  }, []);
}
