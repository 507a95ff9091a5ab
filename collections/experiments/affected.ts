// Which variant pages (`/_ab/{variant}/{page path}`) a change affects, for the revalidation route:
// a test or variant edited, a variant's block replaced or its content changed. The site's own
// writes of results onto a test and its variants affect no page.
import { fieldHistory, findRows, type Row } from '@/lib/cms/admin';
import { dropRunningExperiments } from '@/lib/experiments/running';
import { variantPath } from '@/lib/experiments/variant-path';

const EXPERIMENT_COLLECTIONS = new Set(['experiments', 'experiment_variants', 'experiment_variants_blocks']);
/** Fields the site writes (lib/experiments/results.ts): results only, nothing shown on a page. */
const WRITTEN_BY_SITE: Record<string, Set<string>> = {
  experiments: new Set(['summary', 'winner', 'winner_applied']),
  experiment_variants: new Set(['visitors', 'leads', 'conversion', 'significance']),
};

const strings = (values: unknown[]) => [
  ...new Set(values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String)),
];

async function pathsOfVariants(ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await findRows('experiment_variants', { id: { _in: ids } }, ['id', 'experiment.page.path']);
  return rows.flatMap((r: Row) => {
    const page = (r.experiment as { page?: { path?: unknown } | null } | null)?.page;
    return typeof page?.path === 'string' ? [variantPath(Number(r.id), page.path)] : [];
  });
}

/** Variant pages showing these items of a block collection. */
export async function variantPathsOfBlocks(collection: string, items: string[]): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = await findRows('experiment_variants_blocks', { collection: { _eq: collection }, item: { _in: items } }, [
    'experiment_variants_id',
  ]);
  return pathsOfVariants(strings(rows.map((r) => r.experiment_variants_id)));
}

/** The variant pages a change of a test's collections affects; null for any other collection. */
export async function experimentAffectedPaths(collection: string, keys: string[], payload: unknown): Promise<string[] | null> {
  if (!EXPERIMENT_COLLECTIONS.has(collection)) return null;
  // A test started, stopped or changed applies to the proxy at once (other instances: within 5 s).
  dropRunningExperiments();
  const fields = payload && typeof payload === 'object' && !Array.isArray(payload) ? Object.keys(payload) : [];
  const own = WRITTEN_BY_SITE[collection];
  if (own && fields.length > 0 && fields.every((f) => own.has(f))) return [];
  if (collection === 'experiment_variants') return pathsOfVariants(keys);
  if (collection === 'experiment_variants_blocks')
    return pathsOfVariants(strings(await fieldHistory(collection, keys, 'experiment_variants_id')));
  const variants = await findRows('experiment_variants', { experiment: { _in: keys } }, ['id']);
  return pathsOfVariants(strings(variants.map((r) => r.id)));
}
