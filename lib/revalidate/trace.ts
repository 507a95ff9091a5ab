// Where a revalidation's time goes, when REVALIDATE_TRACE=1: one stderr line per phase (a change
// arriving, its lookup, each wave, each path regenerated, the search index) and per CMS request the
// site makes meanwhile, in milliseconds since the first change of the burst. Off by default: a
// measuring aid (docs/marketer-editing.md), not a log for operations.
// Kept on globalThis: the route, the pages and the CMS client are separate bundles of the one process.

export const tracing = () => process.env.REVALIDATE_TRACE === '1';

type Trace = { t0: number; last: number };
const state = ((globalThis as { __revalidateTrace?: Trace }).__revalidateTrace ??= { t0: 0, last: 0 });

/** A burst starts again after this long without a traced event. */
const BURST_GAP_MS = 10_000;

export function trace(what: string): void {
  if (!tracing()) return;
  const now = performance.now();
  if (now - state.last > BURST_GAP_MS) state.t0 = now;
  state.last = now;
  console.error(`revalidate-trace +${(now - state.t0).toFixed(0)} ms ${what}`);
}

/** `fn`, traced as one span (its start and how long it took). */
export async function traced<T>(what: string, fn: () => Promise<T>): Promise<T> {
  if (!tracing()) return fn();
  const start = performance.now();
  try {
    return await fn();
  } finally {
    trace(`${what} (${(performance.now() - start).toFixed(0)} ms)`);
  }
}
