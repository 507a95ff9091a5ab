// The visitor's cookie choice (152-FZ: counters only with consent). It lives in local storage under
// the spec's key `cookies-approved`: "true" accepted, "false" declined, absent not asked yet.
import { useSyncExternalStore } from 'react';

export const COOKIES_KEY = 'cookies-approved';

export type Consent = 'accepted' | 'declined' | 'unknown';

const listeners = new Set<() => void>();
/** The choice made on this page, for browsers where local storage is unavailable (private mode). */
let chosenThisVisit: Consent | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(): Consent {
  try {
    const stored = window.localStorage.getItem(COOKIES_KEY);
    if (stored === 'true') return 'accepted';
    if (stored === 'false') return 'declined';
    return 'unknown';
  } catch {
    // Storage blocked: the choice holds for this visit.
    return chosenThisVisit ?? 'unknown';
  }
}

export function choose(accepted: boolean): void {
  chosenThisVisit = accepted ? 'accepted' : 'declined';
  try {
    window.localStorage.setItem(COOKIES_KEY, String(accepted));
  } catch {
    /* private mode: the choice holds for this visit */
  }
  listeners.forEach((l) => l());
}

/** Asks again: the banner shows, and the visitor may change an earlier choice (152-FZ: consent can be withdrawn). */
export function askAgain(): void {
  chosenThisVisit = null;
  try {
    window.localStorage.removeItem(COOKIES_KEY);
  } catch {
    /* nothing stored */
  }
  listeners.forEach((l) => l());
}

/** The choice; `null` while rendering on the server, where it is not known. */
export const useConsent = (): Consent | null => useSyncExternalStore(subscribe, read, () => null);
