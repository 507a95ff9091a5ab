// Liveness and readiness of a site instance (/api/ops/health/, /api/ops/ready/), for the load
// balancer and the operator; nginx keeps both off the public front (deploy/nginx.conf).
//
// Ready means the instance can do what must not fail: take a lead. So readiness commits a small write
// to the lead journal; Directus and Redis are reported but do not make the instance unready, since
// pages are served from the ISR cache and leads wait in the journal while either is away (taking
// every instance out of the balancer because Directus is down would turn an outage of the admin
// into an outage of the site).
import { env } from '@/lib/env';
import { cmsFetch } from '@/lib/cms/client';
import { journal, journalKind } from '@/lib/leads/journal';
import { sharedRedis } from '@/lib/shared/redis';

const CHECK_MS = 2000;

type Check = { ok: boolean; ms: number; error?: string; [detail: string]: unknown };

async function timed(work: (signal: AbortSignal) => Promise<Record<string, unknown> | void>): Promise<Check> {
  const started = performance.now();
  const signal = AbortSignal.timeout(CHECK_MS);
  try {
    const detail = await Promise.race([
      work(signal),
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error(`no answer within ${CHECK_MS} ms`)))),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started), ...detail };
  } catch (e) {
    return { ok: false, ms: Math.round(performance.now() - started), error: (e as Error).message.slice(0, 300) };
  }
}

export async function readiness() {
  const [journalCheck, directus, redis] = await Promise.all([
    timed(async () => {
      await journal().probe();
      const b = await journal().backlog();
      return { kind: journalKind(), backlog: b.count, oldestAcceptedAt: b.oldestAcceptedAt };
    }),
    timed(async () => {
      // Directus' own health (database, cache, storage checks): 200 when ok, 503 otherwise. Within
      // the client's outage pause this fails at once, as every other call does.
      const r = await cmsFetch('/server/health', { access: 'anonymous' });
      const body = (await r.json().catch(() => ({}))) as { status?: string };
      if (!r.ok) throw new Error(`HTTP ${r.status} ${body.status ?? ''}`.trim());
      return { status: body.status };
    }),
    env.REDIS_URL
      ? timed(async () => {
          const c = sharedRedis();
          if (!c?.isReady) throw new Error('not connected');
          await c.ping();
        })
      : Promise.resolve(null),
  ]);
  return { ready: journalCheck.ok, checks: { journal: journalCheck, directus, redis } };
}
