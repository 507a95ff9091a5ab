// Accepts a validated lead: builds its Directus row (with an id chosen here, the id the visitor
// gets) and journals it durably. The answer to the visitor is sent only after this resolves; the
// drain (drain.ts) then moves the row into Directus. A retried submission (same Idempotency-Key)
// gets the first lead back instead of a second row.
import type { AnyFormValues } from '@/lib/forms/schemas';
import { CONSENT_VERSION } from '@/lib/forms/consent';
import type { CaptchaStatus } from '@/lib/captcha/verify';
import { crmEnabled } from './crm';
import { journal, type LeadRow } from './journal';
import type { LeadFile } from './journal/types';
import { nudgeDrain } from './drain';
import { UTM_KEYS } from './contract';
import type { LeadPayload } from './payload-schema';
import { metrics } from '@/lib/http/metrics';

export type LeadToStore = {
  kind: string;
  values: AnyFormValues;
  payload: LeadPayload;
  ip: string;
  userAgent: string;
  idempotencyKey: string | null;
  captcha: { score: number | null; status: CaptchaStatus };
  referer: string | null;
  /** The A/B test of the page the form was sent from and the variant the visitor saw (lib/experiments/lead.ts). */
  experiment?: { experiment: number; variant: number } | null;
  /** Why the lead looks like spam (lib/leads/spam); non-empty: kept for review, held back from the CRM. */
  spamReasons?: readonly string[];
  /** A form built in the CMS: its id and the version the lead was checked against (lib/forms/form-route.ts). */
  form?: { id: number; version: number } | null;
  /** Step 1 of a multi-step form: the later steps complete this lead through its update token. */
  partial?: boolean;
  /** The consent text's version, when the form has its own text; else the site's (lib/forms/consent.ts). */
  consentVersion?: string;
  /** Files attached in a built form's «Файл» fields, checked (lib/forms/form-route.ts): journaled with the lead. */
  files?: readonly Omit<LeadFile, 'leadId'>[];
};

/** Utm tags, roistat and the Metrika client id: where the visitor came from, kept apart from the form. */
export function attributionOf(payload: LeadPayload, referer: string | null) {
  const attribution: Record<string, string> = {};
  for (const key of [...UTM_KEYS, 'roistat', 'ym_client_id'] as const) {
    const v = payload[key];
    if (v) attribution[key] = v;
  }
  if (referer) attribution.referer = referer.slice(0, 500);
  return attribution;
}

export function leadRow(l: LeadToStore, id = crypto.randomUUID()): LeadRow {
  // The captcha token is single-use and worthless once checked: it is not stored.
  const payload = Object.fromEntries(
    Object.entries(l.payload).filter(
      ([k, v]) => v !== undefined && k !== 'recaptcha_response_v3' && k !== 'da_data' && k !== 'fill_ms' && !k.startsWith('utm_'),
    ),
  );
  const { da_data, source_deal, qbpm_pipeline, source_url, utm_source, utm_campaign } = l.payload;
  const now = new Date().toISOString();
  const suspicious = (l.spamReasons?.length ?? 0) > 0;
  // A suspicious lead waits for a marketer's release (cms/extensions/lead-review) before the CRM sees it.
  const crmStatus = !crmEnabled() ? 'off' : suspicious ? 'held' : 'pending';
  return {
    id,
    kind: l.kind,
    fio: l.values.fio ?? null,
    email: l.values.email ?? null,
    phone: l.values.phone ?? null,
    company: l.values.company ?? null,
    // The spec forms' «Количество сотрудников» only: a built form's field that happens to have the
    // same code asks its own question (its answer stays in `fields`, under the form's own label).
    company_size: l.kind === 'form' ? null : (l.values.company_size ?? null),
    position: l.values.position ?? null,
    fields: l.values,
    payload,
    attribution: attributionOf(l.payload, l.referer),
    da_data: da_data ?? null,
    // Copies of payload and attribution values that the «Аналитика» dashboards group leads by.
    source_url: source_url || null,
    utm_source: utm_source || null,
    utm_campaign: utm_campaign || null,
    source_deal: source_deal ?? null,
    experiment: l.experiment?.experiment ?? null,
    variant: l.experiment?.variant ?? null,
    qbpm_pipeline: qbpm_pipeline ?? null,
    captcha_score: l.captcha.score === null ? null : Math.round(l.captcha.score * 100),
    captcha_status: l.captcha.status,
    form: l.form?.id ?? null,
    form_version: l.form?.version ?? null,
    partial: l.partial ?? false,
    consent_version: l.consentVersion ?? CONSENT_VERSION,
    consent_at: now,
    ip: l.ip,
    user_agent: l.userAgent.slice(0, 1000),
    idempotency_key: l.idempotencyKey,
    review_status: suspicious ? 'review' : 'clean',
    spam_reasons: suspicious ? l.spamReasons!.join('; ').slice(0, 1000) : null,
    fill_ms: l.payload.fill_ms ?? null,
    crm_status: crmStatus,
    crm_attempts: 0,
    crm_next_attempt_at: crmStatus === 'pending' ? now : null,
    // Linked in the lead's own transaction, after the drain uploaded them under these ids (drain.ts).
    ...(l.files?.length ? { files: l.files.map((f) => ({ directus_files_id: f.id })) } : {}),
  };
}

/** The id of the lead accepted under an Idempotency-Key, or null. */
export const findLeadByKey = (key: string): Promise<string | null> => journal().idForKey(key);

export async function storeLead(l: LeadToStore): Promise<{ id: string; duplicate: boolean }> {
  const row = leadRow(l);
  const stored = await journal().append(
    row,
    (l.files ?? []).map((f) => ({ ...f, leadId: row.id })),
  );
  if (!stored.duplicate) {
    metrics().leadsAccepted.inc({ kind: l.kind });
    nudgeDrain();
  }
  return stored;
}
