// Server-side lookups with the revalidation token over Directus REST, for questions typed GraphQL
// documents cannot ask generically: any collection by name, and the revision history (a system
// collection). Used only to work out which pages a content change affects.
import { cmsRest } from './client';

export type Row = Record<string, unknown>;

const rows = (path: string, query: { filter: Row; fields: string[] }) =>
  cmsRest<Row[]>(
    'GET',
    `${path}?${new URLSearchParams({ filter: JSON.stringify(query.filter), fields: query.fields.join(','), limit: '-1' })}`,
    { access: 'revalidate' },
  );

/** Rows of `collection` matching a Directus filter. */
export const findRows = (collection: string, filter: Row, fields: string[]): Promise<Row[]> =>
  rows(`/items/${encodeURIComponent(collection)}`, { filter, fields });

/** Values of `field` in the given rows of `collection`, now and in every earlier revision (so deleted rows and old values count too). */
export async function fieldHistory(collection: string, keys: readonly string[], field: string): Promise<unknown[]> {
  if (keys.length === 0) return [];
  const [current, revisions] = await Promise.all([
    findRows(collection, { id: { _in: keys } }, [field]),
    rows('/revisions', { filter: { collection: { _eq: collection }, item: { _in: [...keys] } }, fields: ['data'] }),
  ]);
  const old = revisions.map((r) => (r.data && typeof r.data === 'object' ? (r.data as Row)[field] : undefined));
  return [...current.map((r) => r[field]), ...old].filter((v) => v !== null && v !== undefined);
}
