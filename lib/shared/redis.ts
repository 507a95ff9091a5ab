// One Redis connection per site process for the state all instances share (rate limits, locks),
// when REDIS_URL is set. While Redis is unreachable, commands fail at once instead of waiting
// (each caller then falls back to this process alone), and the client reconnects by itself.
import { createClient } from 'redis';
import { env } from '@/lib/env';

const connect = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });

export type SharedRedis = ReturnType<typeof connect>;

let client: SharedRedis | null | undefined;
/** Settles on the first connection's outcome, either way. */
let firstAttempt: Promise<unknown> = Promise.resolve();

/** The connected-or-connecting client, or null when the site runs without Redis. */
export function sharedRedis(): SharedRedis | null {
  if (client !== undefined) return client;
  if (!env.REDIS_URL) return (client = null);
  const c = connect(env.REDIS_URL);
  let down = false;
  c.on('error', (e: Error) => {
    if (!down) console.error(`Redis unavailable, limits and locks count in this process only: ${e.message}`);
    down = true;
  });
  c.on('ready', () => (down = false));
  firstAttempt = new Promise((settle) => {
    c.once('ready', settle);
    c.once('error', settle);
  });
  c.connect().catch(() => undefined);
  return (client = c);
}

/**
 * The client once its first connection has been tried (at most the connect timeout, once per
 * process), so that the first requests after a start are counted in Redis like all the others.
 */
export async function readyRedis(): Promise<SharedRedis | null> {
  const c = sharedRedis();
  await firstAttempt;
  return c;
}
