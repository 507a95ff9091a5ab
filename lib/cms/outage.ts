// The timing of the one Directus client's outage behaviour (./client.ts), in a module of its own
// because pages/_error.tsx also runs in the browser, where the client (and lib/env.ts) cannot go.

/**
 * How long one read may take. A visitor is better served the page already cached than after a long
 * wait; a build has nothing to fall back on and waits for a busy CMS (beside other builds and
 * stress-ng, at load 16–20, reads took over 10 s and `next build` failed on the layout's read).
 */
export const CMS_TIMEOUT_MS = process.env.NEXT_PHASE === 'phase-production-build' ? 90_000 : 10_000;
/** After Directus could not be reached, calls fail at once for this long instead of each waiting. */
export const OUTAGE_PAUSE_MS = 5_000;
/** Retry-After (seconds) of a 503 answered because the CMS is down: past the pause, with time for one read. */
export const OUTAGE_RETRY_AFTER_SECONDS = 10;
