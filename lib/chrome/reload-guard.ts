// A deploy replaces the JavaScript chunks; a visitor on an old page then fails to load one. A full
// page load fixes it, but only once a minute, so that a chunk that is really broken does not loop
// (./chunk-reload.ts).
// The load goes where the visitor was going: a chunk that fails during a navigation (typically the
// first click after a deploy) loads the navigation's target, not the page being left, which would
// lose the click (and race the router, which itself loads the target when its page fails to load).
import Router from 'next/router';
import { BASE_PATH } from '@/lib/routing/base-path';
import { reloadAfterChunkFailure, tapAwaitsCode } from './chunk-reload';

export const isChunkLoadError = (reason: unknown): boolean => {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    text,
  );
};

type RouterEvents = { on(type: 'routeChangeStart' | 'routeChangeComplete', handler: (url: string) => void): void } & {
  off(type: 'routeChangeStart' | 'routeChangeComplete', handler: (url: string) => void): void;
};

/** The address of a navigation's target as Next reports it (with the base path; added if not). */
const withBasePath = (url: string) => (url === BASE_PATH || url.startsWith(`${BASE_PATH}/`) ? url : `${BASE_PATH}${url}`);

/**
 * Where a chunk failure should load: the target of the navigation in flight, else the page shown
 * (after a navigation has completed, that is the page the visitor went to).
 */
export function reloadTarget(inFlight: string | null, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  if (!inFlight) return null;
  const to = withBasePath(inFlight);
  return to === location.pathname + location.search + location.hash ? null : to;
}

/** A script element of the site's chunks (webpack's, or a page's that Next's router adds). */
export const isChunkScript = (target: EventTarget | null): boolean =>
  typeof HTMLScriptElement !== 'undefined' && target instanceof HTMLScriptElement && /\/_next\/static\/chunks\//.test(target.src);

/** Listens for chunk load failures; returns the function that stops listening. */
export function installReloadGuard(events: RouterEvents = Router.events): () => void {
  let inFlight: string | null = null;
  // A navigation that fails on its own page's scripts is loaded in full by Next at its address;
  // the target stays in flight until a navigation completes or another starts.
  const onStart = (url: string) => void (inFlight = url);
  const onComplete = () => void (inFlight = null);
  const reload = () => {
    // A tap waiting for a dialog's code answers its failure itself (components/forms/dialog-fallback.ts).
    if (!tapAwaitsCode()) reloadAfterChunkFailure(reloadTarget(inFlight, window.location));
  };
  // Seen while capturing: a chunk's script that fails to load (its error event does not bubble).
  // Code that loads a chunk may handle the failure itself (a block then stays empty, Next loads a
  // page whose scripts failed at its address), so the script's own failure is what counts here.
  const onError = (e: Event) => {
    if (isChunkScript(e.target)) return reload();
    if (e instanceof ErrorEvent && isChunkLoadError(e.error ?? e.message)) reload();
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    if (isChunkLoadError(e.reason)) reload();
  };
  events.on('routeChangeStart', onStart);
  events.on('routeChangeComplete', onComplete);
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    events.off('routeChangeStart', onStart);
    events.off('routeChangeComplete', onComplete);
    window.removeEventListener('error', onError, true);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
