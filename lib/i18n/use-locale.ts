import { useEffect } from 'react';

/**
 * Starts the visit's locale (./start-locale.ts) once the first page is up; its code loads then, as
 * nothing on the page waits for it.
 */
export function useLocaleAtStart() {
  useEffect(() => {
    void import('./start-locale').then((m) => m.startLocale());
  }, []);
}
