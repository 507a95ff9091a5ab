// Requests per client address in a sliding minute, kept in this process' memory. Several site
// instances each count on their own, which loosens the limit by their number but never blocks a
// visitor wrongly; a shared store (Redis) would make it exact.
const WINDOW_MS = 60_000;
const hits = new Map<string, number[]>();
let lastSweep = 0;

/** Records a request; false when the address has used up its limit for the current minute. */
export function allow(key: string, limit: number, now = Date.now()): boolean {
  if (now - lastSweep > WINDOW_MS) {
    for (const [k, times] of hits) if (times.every((t) => now - t > WINDOW_MS)) hits.delete(k);
    lastSweep = now;
  }
  const recent = (hits.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (recent.length >= limit) {
    hits.set(key, recent);
    return false;
  }
  recent.push(now);
  hits.set(key, recent);
  return true;
}

/** Seconds until the oldest counted request leaves the window (for Retry-After). */
export function retryAfter(key: string, now = Date.now()): number {
  const oldest = hits.get(key)?.[0];
  return oldest === undefined ? 1 : Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
}
