// The results of each A/B test, written onto its variants in the admin (visitors, leads, conversion,
// significance against the control) and into the test's summary; and the end of a test: the
// winner's block takes the place of the page's block, once. Runs in the site process every
// RESULTS_INTERVAL_MS (instrumentation.ts); every instance may run it, the writes are idempotent.
import { cmsRest } from '@/lib/cms/client';
import { EXPERIMENTS } from './visits';
import { compare, formatComparison, formatConversion, type Tally } from './stats';
import { flushVisits } from './visits';
import { flushFunnels } from '@/lib/forms/funnel-counts';

export const RESULTS_INTERVAL_MS = 30_000;

type VariantRow = {
  id: number;
  name: string;
  visitors: number | null;
  leads: number | null;
  conversion: string | null;
  significance: string | null;
  block: { collection: string; item: string }[];
};
type ExperimentRow = {
  id: number;
  name: string;
  state: string;
  goal: string;
  /** The goal `form`: the form built in «Формы» whose completed leads count. */
  goal_form: number | null;
  winner: number | null;
  winner_applied: boolean | null;
  summary: string | null;
  block: { id: number; collection: string; item: string } | null;
  variants: VariantRow[];
};

export type VariantResult = Tally & { id: number; name: string; control: boolean; conversion: string; significance: string; rate: number };

const q = (o: object) => encodeURIComponent(JSON.stringify(o));

/** Per variant: its tally and how it compares with the control (the first variant without a block). */
export function variantResults(
  variants: readonly Pick<VariantRow, 'id' | 'name' | 'block'>[],
  tallies: Map<number, Tally>,
): VariantResult[] {
  const control = variants.find((v) => v.block.length === 0) ?? variants[0];
  const tallyOf = (id: number) => tallies.get(id) ?? { visitors: 0, leads: 0 };
  const base = control ? tallyOf(control.id) : { visitors: 0, leads: 0 };
  return variants.map((v) => {
    const t = tallyOf(v.id);
    const isControl = v.id === control?.id;
    const c = compare(base, t);
    return {
      id: v.id,
      name: v.name,
      control: isControl,
      ...t,
      rate: t.visitors > 0 ? t.leads / t.visitors : 0,
      conversion: formatConversion(t),
      significance: isControl ? 'Контроль' : formatComparison(c),
    };
  });
}

/** The variant with the best conversion (the control on a tie). */
export const bestVariant = (results: readonly VariantResult[]) =>
  [...results].sort((a, b) => b.rate - a.rate || Number(b.control) - Number(a.control))[0];

/**
 * The goal is a completed form: a lead held for spam review, or discarded, is no completion; one a
 * marketer released counts. (Rows stored before the review existed have no review_status.)
 */
const NOT_SPAM = { _or: [{ review_status: { _null: true } }, { review_status: { _in: ['clean', 'released'] } }] };

/**
 * The leads that are the test's goal: those of a spec form's kind, or of the built form chosen as
 * the goal, completed (a multi-step form's lead counts once its last step is in, not at step 1).
 */
export const goalFilter = (e: Pick<ExperimentRow, 'goal' | 'goal_form'>) =>
  e.goal === 'form'
    ? { kind: { _eq: 'form' }, form: e.goal_form === null ? { _null: true } : { _eq: e.goal_form }, partial: { _eq: false } }
    : { kind: { _eq: e.goal } };

async function tallies(e: ExperimentRow): Promise<Map<number, Tally>> {
  const ids = e.variants.map((v) => v.id);
  const [visits, leads] = await Promise.all([
    cmsRest<{ variant: number; sum: { visitors: number | string | null } }[]>(
      'GET',
      `/items/experiment_visits?aggregate[sum]=visitors&groupBy[]=variant&filter=${q({ variant: { _in: ids } })}&limit=-1`,
      EXPERIMENTS,
    ),
    cmsRest<{ variant: number; count: { id: number | string } }[]>(
      'GET',
      `/items/leads?aggregate[count]=id&groupBy[]=variant&filter=${q({ experiment: { _eq: e.id }, ...goalFilter(e), variant: { _in: ids }, ...NOT_SPAM })}&limit=-1`,
      EXPERIMENTS,
    ),
  ]);
  const map = new Map<number, Tally>(ids.map((id) => [id, { visitors: 0, leads: 0 }]));
  for (const v of visits) if (map.has(Number(v.variant))) map.get(Number(v.variant))!.visitors = Number(v.sum.visitors ?? 0);
  for (const l of leads) if (map.has(Number(l.variant))) map.get(Number(l.variant))!.leads = Number(l.count.id);
  return map;
}

const summaryOf = (results: readonly VariantResult[]) =>
  results.map((r) => `${r.name}: посетителей ${r.visitors}, заявок ${r.leads}, конверсия ${r.conversion}. ${r.significance}`).join('\n');

async function update(e: ExperimentRow): Promise<void> {
  const results = variantResults(e.variants, await tallies(e));
  for (const r of results) {
    const row = e.variants.find((v) => v.id === r.id)!;
    const values = { visitors: r.visitors, leads: r.leads, conversion: r.conversion, significance: r.significance };
    // Only changes are written: every write is a revision and reaches the revalidation flow.
    if (Object.entries(values).some(([k, v]) => row[k as keyof typeof values] !== v))
      await cmsRest('PATCH', `/items/experiment_variants/${r.id}`, { ...EXPERIMENTS, body: values });
  }
  const summary = summaryOf(results);
  if (e.state === 'ended' && !e.winner_applied) {
    await applyWinner(e, results);
    return;
  }
  if (summary !== e.summary) await cmsRest('PATCH', `/items/experiments/${e.id}`, { ...EXPERIMENTS, body: { summary } });
}

/** Ending a test: the winner (chosen by the marketer, else the best conversion) becomes the page's block. */
async function applyWinner(e: ExperimentRow, results: readonly VariantResult[]): Promise<void> {
  const winner = e.variants.find((v) => v.id === e.winner) ?? e.variants.find((v) => v.id === bestVariant(results)?.id);
  const block = winner?.block[0];
  if (e.block && block && (block.collection !== e.block.collection || String(block.item) !== String(e.block.item)))
    await cmsRest('PATCH', `/items/pages_blocks/${e.block.id}`, {
      ...EXPERIMENTS,
      body: { collection: block.collection, item: String(block.item) },
    });
  await cmsRest('PATCH', `/items/experiments/${e.id}`, {
    ...EXPERIMENTS,
    body: { winner: winner?.id ?? null, winner_applied: true, summary: `${summaryOf(results)}\nПобедитель: ${winner?.name ?? '—'}` },
  });
}

/** One round: visits flushed, results of running tests updated, ended tests settled. */
export async function updateExperiments(): Promise<void> {
  // Form funnels ride on the same round (counted the same way); their failure holds up no test.
  await flushFunnels().catch((e: Error) => console.error(`Form funnels: ${e.message}`));
  await flushVisits();
  const filter = { _or: [{ state: { _eq: 'running' } }, { _and: [{ state: { _eq: 'ended' } }, { winner_applied: { _neq: true } }] }] };
  const fields = [
    'id',
    'name',
    'state',
    'goal',
    'goal_form',
    'winner',
    'winner_applied',
    'summary',
    'block.id',
    'block.collection',
    'block.item',
    'variants.id',
    'variants.name',
    'variants.visitors',
    'variants.leads',
    'variants.conversion',
    'variants.significance',
    'variants.block.collection',
    'variants.block.item',
  ].join(',');
  const experiments = await cmsRest<ExperimentRow[]>(
    'GET',
    `/items/experiments?filter=${q(filter)}&fields=${fields}&limit=-1`,
    EXPERIMENTS,
  );
  for (const e of experiments) {
    try {
      await update(e);
    } catch (err) {
      console.error(`A/B test ${e.id}: results not updated: ${(err as Error).message}`);
    }
  }
}

/** Starts the rounds for the life of the process. */
export function startExperimentResults(intervalMs = RESULTS_INTERVAL_MS): void {
  const holder = globalThis as { __ecmExperimentTimer?: NodeJS.Timeout };
  if (holder.__ecmExperimentTimer) return;
  const run = () =>
    updateExperiments().catch((e: unknown) => {
      console.error(`A/B results: ${(e as Error).message}`);
    });
  holder.__ecmExperimentTimer = setInterval(run, intervalMs);
  holder.__ecmExperimentTimer.unref();
}
