// A value read from the CMS that the proxy needs on every request (the redirect table, the running
// A/B tests): kept in memory and read again in the background once older than `ttlMs`, so a request
// never waits for the CMS once the process has the value, and a failed read keeps the last good one.
// The process's first call (and the first after `drop`) waits up to `firstWaitMs` for the read,
// then goes on with what it has: the last value, else `fallback`.

export type RefreshedValue<T> = {
  /** Synchronous while a value is held and not dropped: the proxy awaits nothing on a warm path. */
  get(): T | Promise<T>;
  /** Read again on the next call and wait for it (a save that must apply at once). */
  drop(): void;
};

/** Where a value lives: module state by default; on globalThis for bundles that share one process. */
export type RefreshedState<T> = { value?: T; readAt: number; inFlight: Promise<T> | null };

export function refreshedValue<T>(options: {
  load: () => Promise<T | null>;
  fallback: T;
  ttlMs: number;
  firstWaitMs: number;
  now?: () => number;
  state?: RefreshedState<T>;
}): RefreshedValue<T> {
  const { load, fallback, ttlMs, firstWaitMs, now = Date.now } = options;
  const state: RefreshedState<T> = options.state ?? { readAt: -Infinity, inFlight: null };

  const refresh = () =>
    (state.inFlight ??= load()
      .catch(() => null)
      .then((read) => {
        state.value = read ?? state.value ?? fallback;
        state.readAt = now();
        state.inFlight = null;
        return state.value;
      }));

  return {
    get() {
      if (state.value !== undefined && state.readAt !== -Infinity) {
        if (now() - state.readAt >= ttlMs) void refresh();
        return state.value;
      }
      const giveUp = AbortSignal.timeout(firstWaitMs);
      const gaveUp = new Promise<T>((r) => giveUp.addEventListener('abort', () => r(state.value ?? fallback)));
      return Promise.race([refresh(), gaveUp]);
    },
    drop() {
      state.readAt = -Infinity;
    },
  };
}
