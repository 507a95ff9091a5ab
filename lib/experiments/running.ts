// The running A/B tests as the proxy reads them on every request: kept a few seconds and refreshed
// in the background (like the redirect table), so a request never waits for Directus once warm and
// a CMS outage keeps the last good list. A test counts as running between its start and end.
import { RunningExperimentsDocument, type RunningExperimentsQuery } from '@/schema/generated/graphql';
import { cmsQuery } from '@/lib/cms/client';
import type { RunningExperiment } from './types';
import { refreshedValue, type RefreshedState } from '@/lib/shared/refreshed-value';

export const EXPERIMENTS_TTL_MS = 5_000;
const FIRST_READ_WAIT_MS = 1_500;

type Row = RunningExperimentsQuery['experiments'][number];

/** Tests that run now, with a page, a block and at least two variants; one per page (the oldest). */
export function runningByPath(rows: readonly Row[], now = Date.now()): Map<string, RunningExperiment> {
  const byPath = new Map<string, RunningExperiment>();
  for (const row of [...rows].sort((a, b) => Number(a.id) - Number(b.id))) {
    const path = row.page?.path;
    if (!path || !row.block || byPath.has(path)) continue;
    if (row.start && Date.parse(row.start) > now) continue;
    if (row.end && Date.parse(row.end) <= now) continue;
    const variants = (row.variants ?? []).flatMap((v) =>
      v ? [{ id: Number(v.id), name: v.name ?? '', weight: v.weight ?? 0, hasBlock: (v.block ?? []).length > 0 }] : [],
    );
    if (variants.length < 2) continue;
    byPath.set(path, { id: Number(row.id), name: row.name ?? '', path, blockId: Number(row.block.id), goal: row.goal ?? '', variants });
  }
  return byPath;
}

async function read(): Promise<readonly Row[] | null> {
  const result = await cmsQuery(RunningExperimentsDocument, {});
  return result.ok ? result.data.experiments : null;
}

type Built = { rows: readonly Row[]; at: number; byPath: Map<string, RunningExperiment> };
type Holder = { rows: RefreshedState<readonly Row[]>; built?: Built };
/** On globalThis: the proxy and the API routes are separate bundles of one process. */
const holder = ((globalThis as { __ecmExperiments?: Holder }).__ecmExperiments ??= { rows: { readAt: -Infinity, inFlight: null } });
const rows = refreshedValue<readonly Row[]>({
  load: read,
  fallback: [],
  ttlMs: EXPERIMENTS_TTL_MS,
  firstWaitMs: FIRST_READ_WAIT_MS,
  state: holder.rows,
});

/** How long the table by path is reused: every request of a page (the home page too) looks it up. */
const BUILT_FOR_MS = 1_000;

/**
 * The running tests by page path: synchronously once the process has read the list (the proxy asks
 * on every page request); the first call of a process waits briefly for the CMS.
 */
export function runningExperiments(): ReadonlyMap<string, RunningExperiment> | Promise<ReadonlyMap<string, RunningExperiment>> {
  const current = rows.get();
  return current instanceof Promise ? current.then(byPath) : byPath(current);
}

function byPath(list: readonly Row[]): ReadonlyMap<string, RunningExperiment> {
  const now = Date.now();
  const built = holder.built;
  if (built && built.rows === list && now - built.at < BUILT_FOR_MS) return built.byPath;
  holder.built = { rows: list, at: now, byPath: runningByPath(list, now) };
  return holder.built.byPath;
}

/** Forget the list (the revalidation route calls this after a save, so a started test applies at once). */
export function dropRunningExperiments(): void {
  rows.drop();
}
