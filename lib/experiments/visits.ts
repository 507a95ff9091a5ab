// Visitors per variant, counted on the server when the proxy assigns a variant (once per visitor:
// later visits carry the cookie). Nothing about the visitor is kept: a number per variant, added up
// in this process and appended to Directus (`experiment_visits`) as one row per variant and flush.
// Appending, never updating, keeps counts of several site instances exact without coordination.
import { experimentsCall } from './cms';

type Counts = Map<number, number>;
const counts: Counts = ((globalThis as { __ecmVariantVisits?: Counts }).__ecmVariantVisits ??= new Map());

export function countVisitor(variantId: number): void {
  counts.set(variantId, (counts.get(variantId) ?? 0) + 1);
}

/** Writes the counts gathered since the last flush; on failure they are kept for the next one. */
export async function flushVisits(): Promise<number> {
  if (counts.size === 0) return 0;
  const rows = [...counts].map(([variant, visitors]) => ({ variant, visitors }));
  counts.clear();
  try {
    await experimentsCall('POST', '/items/experiment_visits', rows);
  } catch (e) {
    for (const { variant, visitors } of rows) counts.set(variant, (counts.get(variant) ?? 0) + visitors);
    throw e;
  }
  return rows.reduce((sum, r) => sum + r.visitors, 0);
}
