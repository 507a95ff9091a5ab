// Visitors per variant, counted on the server when the proxy assigns a variant (once per visitor:
// later visits carry the cookie). Nothing about the visitor is kept: a number per variant, added up
// and appended to Directus (`experiment_visits`) as one row per variant and flush. Appending, never
// updating, keeps counts of several site instances exact without coordination.
// Where they are added up: lib/shared/shared-counts.ts (one Redis hash all instances share, else
// this process).
import type { SharedRedis } from '@/lib/shared/redis';
import { sharedCounts } from '@/lib/shared/shared-counts';
import { cmsRest } from '@/lib/cms/client';

/** Directus calls with the A/B-test token (policy «Сайт: A/B-тесты», collections/experiments/state.mjs); aggregates are REST-only. */
export const EXPERIMENTS = { access: 'experiments' } as const;

/** The Redis hash of counts not yet written to Directus: variant id → visitors. */
export const VISITS_KEY = 'ecm:ab:visits';

const visits = sharedCounts(VISITS_KEY, '__ecmVariantVisits', 'A/B visits');

export const countVisitor = (variantId: number, redis?: SharedRedis | null): void => visits.count(String(variantId), redis);

/** Takes the counts gathered since the last take, by variant id: this process's and, atomically, Redis' (emptied). */
export async function takeVisits(redis?: SharedRedis | null): Promise<Map<number, number>> {
  return new Map([...(await visits.take(redis))].map(([variant, visitors]) => [Number(variant), visitors]));
}

/**
 * The rows of variants that still exist. A marketer may delete a test while its counts wait here;
 * Directus refuses a whole batch with one unknown variant, so without this one deleted variant
 * would keep every other test's counts from being written.
 */
async function ofExistingVariants(rows: { variant: number; visitors: number }[]) {
  const filter = encodeURIComponent(JSON.stringify({ id: { _in: rows.map((r) => r.variant) } }));
  const existing = await cmsRest<{ id: number }[]>('GET', `/items/experiment_variants?filter=${filter}&fields=id&limit=-1`, EXPERIMENTS);
  const ids = new Set(existing.map((v) => v.id));
  const gone = rows.filter((r) => !ids.has(r.variant));
  if (gone.length) console.warn(`A/B visits: variants ${gone.map((r) => r.variant).join(', ')} were deleted; their counts are dropped`);
  return rows.filter((r) => ids.has(r.variant));
}

/** Writes the counts gathered since the last flush; on failure they are kept (in this process) for the next one. */
export async function flushVisits(): Promise<number> {
  const taken = await takeVisits();
  if (taken.size === 0) return 0;
  let rows = [...taken].map(([variant, visitors]) => ({ variant, visitors }));
  try {
    rows = await ofExistingVariants(rows);
    if (rows.length) await cmsRest('POST', '/items/experiment_visits', { ...EXPERIMENTS, body: rows });
  } catch (e) {
    for (const { variant, visitors } of rows) visits.addLocal(String(variant), visitors);
    throw e;
  }
  return rows.reduce((sum, r) => sum + r.visitors, 0);
}
