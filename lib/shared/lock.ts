// A lock across site instances (Redis SET NX with an expiry), for jobs that one instance at a time
// must run, such as the CRM retry run. Without Redis, or while it is unreachable, the job runs:
// these jobs are safe to repeat, and a lock that cannot be taken must not stop them for good.
import { randomUUID } from 'node:crypto';
import { readyRedis } from './redis';

// Deletes the lock only if it is still ours: after an expiry another instance may hold it.
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Runs `job` unless another instance holds `name`; then resolves to null without running it.
 * `ttlMs` bounds how long a crashed holder blocks the others.
 */
export async function withSharedLock<T>(name: string, ttlMs: number, job: () => Promise<T>): Promise<T | null> {
  const redis = await readyRedis();
  const key = `lock:${name}`;
  const token = randomUUID();
  let held = false;
  if (redis) {
    try {
      if ((await redis.set(key, token, { NX: true, PX: ttlMs })) === null) return null;
      held = true;
    } catch (e) {
      console.error(`Lock ${name} not taken (Redis: ${(e as Error).message}); running without it`);
    }
  }
  try {
    return await job();
  } finally {
    if (held) await redis!.eval(RELEASE, { keys: [key], arguments: [token] }).catch(() => undefined);
  }
}
