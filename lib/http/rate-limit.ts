// Requests per client address per minute (rate-limiter-flexible). With REDIS_URL the counts live in
// Redis, so every site instance counts the same visitor together; if Redis is unreachable each
// process counts on its own meanwhile (looser by the number of instances, never blocking wrongly).
// Without Redis (one instance, the embedded default) they are counted in this process' memory.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { readyRedis, type SharedRedis } from '@/lib/shared/redis';

const WINDOW_SECONDS = 60;
const limiters = new Map<string, RateLimiterAbstract>();

function limiter(redis: SharedRedis | null, kind: string, limit: number): RateLimiterAbstract {
  const id = `${kind}:${limit}`;
  let l = limiters.get(id);
  if (!l) {
    const memory = new RateLimiterMemory({ keyPrefix: `rl:${kind}`, points: limit, duration: WINDOW_SECONDS });
    l = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          keyPrefix: `rl:${kind}`,
          points: limit,
          duration: WINDOW_SECONDS,
          insuranceLimiter: memory,
        })
      : memory;
    limiters.set(id, l);
  }
  return l;
}

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request of `key` (an address) against `limit` per minute for this kind of request. */
export async function allow(kind: string, key: string, limit: number): Promise<Allowance> {
  try {
    await limiter(await readyRedis(), kind, limit).consume(key);
    return { allowed: true };
  } catch (e) {
    if (e instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
    // Neither Redis nor the fallback could count: better an uncounted request than a refused visitor.
    console.error(`Rate limit not counted: ${(e as Error).message}`);
    return { allowed: true };
  }
}
