// A deploy replaces the JavaScript chunks; a visitor on an old page then fails to load one. A page
// reload fixes it, but only once a minute, so that a chunk that is really broken does not loop.
export const RELOAD_GUARD_MS = 60_000;
const KEY = 'chunk-reload-at';

export const isChunkLoadError = (reason: unknown): boolean => {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '');
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    text,
  );
};

/** Reloads unless the last reload for this reason was less than a minute ago; returns whether it did. */
export function reloadOnceAMinute(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

/** Listens for chunk load failures; returns the function that stops listening. */
export function installReloadGuard(): () => void {
  const handle = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    try {
      reloadOnceAMinute(window.sessionStorage, () => window.location.reload());
    } catch {
      /* storage unavailable: do not risk a reload loop */
    }
  };
  const onError = (e: ErrorEvent) => handle(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => handle(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
