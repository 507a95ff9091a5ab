// Counts that several site instances add up without coordination (the A/B tests' visitors, the
// form funnels): with REDIS_URL (the production profile) in one Redis hash all instances share, so
// a count survives the instance that took it (a restart, a scale-down) and whichever instance
// flushes next writes it; otherwise, or while Redis is unreachable, in this process.
import { sharedRedis, type SharedRedis } from './redis';

export type Counts = Map<string, number>;

/**
 * The counts kept under `hashKey` in Redis and under `processKey` on globalThis (one map for every
 * bundle of the process); `what` names them in the log.
 */
export function sharedCounts(hashKey: string, processKey: string, what: string) {
  const store = globalThis as unknown as Record<string, Counts | undefined>;
  const local: Counts = (store[processKey] ??= new Map());
  /** Adds to this process's counts: a count Redis did not take, or one a failed flush gives back. */
  const addLocal = (key: string, n: number) => local.set(key, (local.get(key) ?? 0) + n);
  return {
    addLocal,
    /** Counts one; the caller does not wait for Redis, and a failed increment is counted here instead. */
    count(key: string, redis: SharedRedis | null = sharedRedis()): void {
      if (!redis?.isReady) return void addLocal(key, 1);
      redis.hIncrBy(hashKey, key, 1).catch(() => addLocal(key, 1));
    },
    /** Takes the counts gathered since the last take: this process's and, atomically, Redis' (emptied). */
    async take(redis: SharedRedis | null = sharedRedis()): Promise<Counts> {
      const taken: Counts = new Map(local);
      local.clear();
      if (redis?.isReady) {
        try {
          const [shared] = (await redis.multi().hGetAll(hashKey).del(hashKey).exec()) as unknown as [Record<string, string>];
          for (const [key, n] of Object.entries(shared ?? {})) taken.set(key, (taken.get(key) ?? 0) + Number(n));
        } catch (e) {
          console.error(`${what}: Redis counts not read this time: ${(e as Error).message}`);
        }
      }
      return taken;
    },
  };
}
