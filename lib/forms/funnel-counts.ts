// Form funnels, counted on the server: per form × page × A/B variant, how many visitors saw the form,
// started it (touched a first field), sent it, how many of those were held as spam, and the field
// each visitor who left without sending touched last. Nothing about the visitor is kept: numbers per
// key, counted only for visitors who accepted cookies (the same cookie the A/B tests read).
// Added up like the A/B visits (lib/experiments/visits.ts): with REDIS_URL in one Redis hash all
// instances share, otherwise (or while Redis is unreachable) in this process; every half minute
// the A/B round (lib/experiments/results.ts) adds them onto the rows of `form_funnels` in Directus.
// A form is a spec form's kind or a built form's key (funnel-key.ts): its row is named by the
// kind's name or by the built form's current title, its drop-off fields by the form's own labels.
import type { SharedRedis } from '@/lib/shared/redis';
import { sharedCounts, type Counts } from '@/lib/shared/shared-counts';
import { withSharedLock } from '@/lib/shared/lock';
import { cmsRest } from '@/lib/cms/client';
import { EXPERIMENTS } from '@/lib/experiments/visits';
import { runningExperiments } from '@/lib/experiments/running';
import { LEAD_KINDS } from '@/lib/leads/lead-kinds.mjs';
import { FIELD_VIEWS } from './fields';
import { FIELD_TYPES } from './field-kinds.mjs';
import { builtFormIdOf } from './funnel-key';
import { publishedForm } from './definition-store';

/** The Redis hash of counts not yet written to Directus: key (see keyOf) → count. */
export const FUNNEL_KEY = 'ecm:forms:funnel';

export const FUNNEL_EVENTS = ['view', 'start', 'leave', 'submit', 'spam'] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

export type FunnelHit = {
  /** A spec form's kind, or a built form's key (`form-12`). */
  form: string;
  /** The page path without the base path (`/`, `/archiving/`). */
  page: string;
  experiment: { experiment: number; variant: number } | null;
  event: FunnelEvent;
  /** leave: the last field touched. */
  field?: string;
};

const SEP = '\t';
const keyOf = (h: FunnelHit) =>
  [h.form, h.page, h.experiment?.experiment ?? '', h.experiment?.variant ?? '', h.event, h.event === 'leave' ? (h.field ?? '') : ''].join(
    SEP,
  );

function parseKey(key: string): FunnelHit | null {
  const [form, page, experiment, variant, event, field] = key.split(SEP);
  if (!form || !page || !FUNNEL_EVENTS.includes(event as FunnelEvent)) return null;
  return {
    form,
    page,
    experiment: experiment && variant ? { experiment: Number(experiment), variant: Number(variant) } : null,
    event: event as FunnelEvent,
    field: field || undefined,
  };
}

const funnels = sharedCounts(FUNNEL_KEY, '__ecmFormFunnel', 'Form funnels');

export const countFunnel = (hit: FunnelHit, redis?: SharedRedis | null): void => funnels.count(keyOf(hit), redis);

/** Takes the counts gathered since the last take: this process's and, atomically, Redis' (emptied). */
export const takeFunnel = (redis?: SharedRedis | null): Promise<Counts> => funnels.take(redis);

export type FunnelRow = {
  id?: number;
  /** The kind; `form` for a built form, whose id is `built_form`. */
  form: string;
  built_form: number | null;
  /** What «Воронки форм» calls the form: the kind's name, or the built form's title. */
  form_name: string | null;
  page: string;
  experiment: number | null;
  variant: number | null;
  variant_name: string;
  views: number;
  starts: number;
  submissions: number;
  spam: number;
  completion: string;
  spam_share: string;
  drop_off: Record<string, number>;
  drop_off_summary: string;
};

const percent = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1).replace('.', ',')} %` : '—');

const fieldLabel = (name: string) => {
  const view = FIELD_VIEWS[name as keyof typeof FIELD_VIEWS] as (typeof FIELD_VIEWS)[keyof typeof FIELD_VIEWS] | undefined;
  if (!view) return name;
  return 'label' in view ? view.label : 'Согласие';
};

/** A funnel row's figures before anyone has seen its form. */
export const NO_COUNTS = {
  views: 0,
  starts: 0,
  submissions: 0,
  spam: 0,
  completion: '—',
  spam_share: '—',
  drop_off: {},
  drop_off_summary: '—',
} satisfies Partial<FunnelRow>;
/** A row with the counts added and its figures worked out again; `labelOf` names a drop-off field. */
export function addCounts(row: FunnelRow, hits: readonly [FunnelHit, number][], labelOf = fieldLabel): FunnelRow {
  const next = { ...row, drop_off: { ...row.drop_off } };
  for (const [h, n] of hits) {
    if (h.event === 'view') next.views += n;
    else if (h.event === 'start') next.starts += n;
    else if (h.event === 'submit') next.submissions += n;
    else if (h.event === 'spam') next.spam += n;
    else if (h.event === 'leave' && h.field) next.drop_off[h.field] = (next.drop_off[h.field] ?? 0) + n;
  }
  next.completion = percent(next.submissions, next.views);
  next.spam_share = percent(next.spam, next.submissions);
  const left = Object.entries(next.drop_off).sort((a, b) => b[1] - a[1]);
  next.drop_off_summary = left.length
    ? left
        .map(([f, n]) => `${labelOf(f)} — ${n}`)
        .join(', ')
        .slice(0, 500)
    : '—';
  return next;
}

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const ROW_FIELDS =
  'id,form,built_form,form_name,page,experiment,variant,variant_name,views,starts,submissions,spam,completion,spam_share,drop_off,drop_off_summary';

async function variantName(experiment: FunnelHit['experiment']): Promise<string> {
  if (!experiment) return '—';
  for (const e of (await runningExperiments()).values()) {
    const v = e.id === experiment.experiment ? e.variants.find((x) => x.id === experiment.variant) : undefined;
    if (v) return v.name;
  }
  return `вариант ${experiment.variant}`;
}

const TYPE_NAMES = new Map<string, string>(FIELD_TYPES.map(([type, name]) => [type, name]));
const KIND_NAMES = new Map((LEAD_KINDS as [string, string][]).map(([kind, name]) => [kind, name]));

/** The columns that tell a funnel's form, by its key. */
function formColumns(key: string): Pick<FunnelRow, 'form' | 'built_form'> {
  const id = builtFormIdOf(key);
  return id === null ? { form: key, built_form: null } : { form: 'form', built_form: id };
}

/** The form's name and its fields' labels now: a built form's current title (the last known one when it is gone). */
async function namesOf(key: string, known: string | null): Promise<{ name: string; labelOf: (field: string) => string }> {
  const id = builtFormIdOf(key);
  if (id === null) return { name: KIND_NAMES.get(key) ?? key, labelOf: fieldLabel };
  const def = await publishedForm(id).catch(() => null);
  // A field without a label (an agreement, usually) is named by its type, never by its code.
  const labels = new Map(def?.fields.map((f) => [f.name, f.label || TYPE_NAMES.get(f.type) || f.name]));
  return { name: def?.title || known || `Форма № ${id}`, labelOf: (field) => labels.get(field) ?? field };
}

/** Adds the counts gathered since the last flush onto their rows; one instance at a time, so no addition is lost. */
export async function flushFunnels(): Promise<number> {
  const written = await withSharedLock('form-funnels', 60_000, async () => {
    const taken = await takeFunnel();
    const groups = new Map<string, [FunnelHit, number][]>();
    for (const [key, n] of taken) {
      const hit = parseKey(key);
      if (!hit) continue;
      const group = [hit.form, hit.page, hit.experiment?.experiment ?? '', hit.experiment?.variant ?? ''].join(SEP);
      groups.set(group, [...(groups.get(group) ?? []), [hit, n]]);
    }
    let rows = 0;
    for (const [group, hits] of groups) {
      try {
        const { form: key, page, experiment } = hits[0]![0];
        const { form, built_form } = formColumns(key);
        const filter = {
          form: { _eq: form },
          built_form: built_form === null ? { _null: true } : { _eq: built_form },
          page: { _eq: page },
          experiment: experiment ? { _eq: experiment.experiment } : { _null: true },
          variant: experiment ? { _eq: experiment.variant } : { _null: true },
        };
        const [found] = await cmsRest<FunnelRow[]>(
          'GET',
          `/items/form_funnels?filter=${q(filter)}&fields=${ROW_FIELDS}&limit=1`,
          EXPERIMENTS,
        );
        const { name, labelOf } = await namesOf(key, found?.form_name ?? null);
        const base: FunnelRow = found
          ? { ...found, form_name: name, drop_off: found.drop_off ?? {} }
          : {
              form,
              built_form,
              form_name: name,
              page,
              experiment: experiment?.experiment ?? null,
              variant: experiment?.variant ?? null,
              variant_name: await variantName(experiment),
              ...NO_COUNTS,
            };
        const { id, ...row } = addCounts(base, hits, labelOf);
        if (id) await cmsRest('PATCH', `/items/form_funnels/${id}`, { ...EXPERIMENTS, body: row });
        else await cmsRest('POST', '/items/form_funnels', { ...EXPERIMENTS, body: row });
        rows++;
      } catch (e) {
        // Kept for the next flush: this process adds them up again.
        for (const [hit, n] of hits) funnels.addLocal(keyOf(hit), n);
        console.error(`Form funnels: ${group.replaceAll(SEP, ' ')} not written this time: ${(e as Error).message}`);
      }
    }
    return rows;
  });
  return written ?? 0;
}
