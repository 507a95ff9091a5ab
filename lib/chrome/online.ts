// Whether the browser is online (spec §4: the status is tracked). On the server, online.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
