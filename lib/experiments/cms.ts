// Directus REST with the A/B-test token (policy «Сайт: A/B-тесты», collections/experiments/state.mjs):
// visit counts, lead counts per variant, results, and the winner put on the page. Aggregates are REST-only.
import { env } from '@/lib/env';
import { CMS_TIMEOUT_MS } from '@/lib/cms/client';

export async function experimentsCall<T>(method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${env.DIRECTUS_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${env.DIRECTUS_EXPERIMENTS_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`CMS ${method} ${path.split('?')[0]} -> ${r.status}: ${text.slice(0, 300)}`);
  return (text ? (JSON.parse(text) as { data: T }).data : null) as T;
}
