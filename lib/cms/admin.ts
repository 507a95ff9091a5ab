// Server-side lookups with the revalidation token over Directus REST, for questions typed GraphQL
// documents cannot ask generically: any collection by name, and the revision history (a system
// collection). Used only to work out which pages a content change affects.
import { env } from '@/lib/env';
import { CMS_TIMEOUT_MS } from './client';

export type Row = Record<string, unknown>;

async function get(path: string, query: Record<string, unknown>): Promise<Row[]> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  const r = await fetch(`${env.DIRECTUS_URL}${path}?${params}`, {
    headers: { authorization: `Bearer ${env.DIRECTUS_REVALIDATE_TOKEN}` },
    signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
  });
  if (!r.ok) throw new Error(`CMS ${path}: ${r.status} ${await r.text()}`);
  const body = (await r.json()) as { data: Row[] };
  return body.data;
}

/** Rows of `collection` matching a Directus filter. */
export const findRows = (collection: string, filter: Row, fields: string[]) =>
  get(`/items/${collection}`, { filter, fields: fields.join(','), limit: '-1' });

/** Values of `field` in the given rows of `collection`, now and in every earlier revision (so deleted rows and old values count too). */
export async function fieldHistory(collection: string, keys: readonly string[], field: string): Promise<unknown[]> {
  if (keys.length === 0) return [];
  const [current, revisions] = await Promise.all([
    findRows(collection, { id: { _in: keys } }, [field]),
    get('/revisions', { filter: { collection: { _eq: collection }, item: { _in: keys } }, fields: 'data', limit: '-1' }),
  ]);
  const old = revisions.map((r) => (r.data && typeof r.data === 'object' ? (r.data as Row)[field] : undefined));
  return [...current.map((r) => r[field]), ...old].filter((v) => v !== null && v !== undefined);
}
