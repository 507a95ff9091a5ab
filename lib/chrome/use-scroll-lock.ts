import { useEffect } from 'react';
import { lockScroll } from './scroll-lock';

/** Locks page scroll while `active` is true (a menu or popup is open). */
export function useScrollLock(active: boolean) {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
