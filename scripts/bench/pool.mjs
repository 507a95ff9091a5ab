// The load of many clients at once for the lead benchmarks: a fixed number of workers, each
// sending its next request as soon as its last one is answered, until every one is sent.

/**
 * Calls `send(i)` for i = 0 … count-1, `concurrency` calls in flight at a time.
 * @param {number} count
 * @param {number} concurrency
 * @param {(i: number) => Promise<void>} send
 */
export async function sendAll(count, concurrency, send) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await send(next++);
    }),
  );
}
