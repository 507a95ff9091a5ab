// Counts the browser's fetches in flight (the router's page data, and whatever the new page asks for
// as it mounts), so that the progress bar finishes only when loading has really ended, and notices a
// redirect announced by the server on a page-data request.
export type FetchTarget = { fetch: typeof fetch };

export type FetchWatch = {
  pending(): number;
  /** Calls `listener` each time the last request in flight settles; returns its removal. */
  onIdle(listener: () => void): () => void;
  restore(): void;
};

/** Next answers a page-data request for a redirected path with this header (and the router follows it). */
const isRedirect = (response: Response) => response.redirected || response.headers.has('x-nextjs-redirect');

export function watchFetches(target: FetchTarget, onRedirect: () => void): FetchWatch {
  const original = target.fetch;
  const idle = new Set<() => void>();
  let pending = 0;
  const settle = () => {
    pending -= 1;
    if (pending === 0) idle.forEach((listener) => listener());
  };
  const watched: typeof fetch = (...args) => {
    pending += 1;
    let result: Promise<Response>;
    try {
      result = original.apply(target, args);
    } catch (err) {
      settle();
      throw err;
    }
    result.then((response) => {
      if (isRedirect(response)) onRedirect();
      settle();
    }, settle);
    return result;
  };
  target.fetch = watched;
  return {
    pending: () => pending,
    onIdle(listener) {
      idle.add(listener);
      return () => idle.delete(listener);
    },
    restore() {
      if (target.fetch === watched) target.fetch = original;
      idle.clear();
    },
  };
}
