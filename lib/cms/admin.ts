// Server-side lookups with the revalidation token over Directus REST (@directus/sdk), for questions
// typed GraphQL documents cannot ask generically: any collection by name, and the revision history
// (a system collection). Used only to work out which pages a content change affects.
import { createDirectus, readItems, readRevisions, rest, staticToken } from '@directus/sdk';
import { env } from '@/lib/env';
import { CMS_TIMEOUT_MS } from './client';

export type Row = Record<string, unknown>;

/** Any collection by its name: rows are plain records, the callers pick their fields. */
type AnySchema = Record<string, Row[]>;

let client: ReturnType<typeof connect> | undefined;

function connect() {
  return createDirectus<AnySchema>(env.DIRECTUS_URL)
    .with(staticToken(env.DIRECTUS_REVALIDATE_TOKEN))
    .with(rest({ onRequest: (init) => ({ ...init, signal: AbortSignal.timeout(CMS_TIMEOUT_MS) }) }));
}

/** Runs a command; a refusal becomes an Error naming what was asked (the SDK rejects with a plain object). */
async function request<T>(what: string, run: (c: ReturnType<typeof connect>) => Promise<T>): Promise<T> {
  client ??= connect();
  try {
    return await run(client);
  } catch (e) {
    if (e instanceof Error) throw e;
    const failure = e as { errors?: unknown; response?: Response };
    throw new Error(`CMS ${what}: ${failure.response?.status ?? '?'} ${JSON.stringify(failure.errors ?? e)}`, { cause: e });
  }
}

/** Rows of `collection` matching a Directus filter. */
export const findRows = (collection: string, filter: Row, fields: string[]): Promise<Row[]> =>
  request(`/items/${collection}`, (c) => c.request(readItems(collection, { filter, fields, limit: -1 }))) as Promise<Row[]>;

/** Values of `field` in the given rows of `collection`, now and in every earlier revision (so deleted rows and old values count too). */
export async function fieldHistory(collection: string, keys: readonly string[], field: string): Promise<unknown[]> {
  if (keys.length === 0) return [];
  const [current, revisions] = await Promise.all([
    findRows(collection, { id: { _in: keys } }, [field]),
    request('/revisions', (c) =>
      c.request(readRevisions({ filter: { collection: { _eq: collection }, item: { _in: [...keys] } }, fields: ['data'], limit: -1 })),
    ) as Promise<Row[]>,
  ]);
  const old = revisions.map((r) => (r.data && typeof r.data === 'object' ? (r.data as Row)[field] : undefined));
  return [...current.map((r) => r[field]), ...old].filter((v) => v !== null && v !== undefined);
}
