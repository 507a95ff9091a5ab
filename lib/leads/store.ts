// Stores a validated lead in Directus. The answer to the visitor is sent only after this resolves,
// so an acknowledged lead is always in the database; a retried submission (same Idempotency-Key)
// hits the unique key and gets the first lead back instead of a second row.
import type { AnyFormValues } from '@/lib/forms/schemas';
import { CONSENT_VERSION } from '@/lib/forms/consent';
import { CreateLeadDocument, LeadByIdempotencyKeyDocument, type CreateLeadMutationVariables } from '@/schema/generated/graphql';
import { cmsCall, isUniqueConflict } from './cms-write';
import { crmEnabled } from './crm';
import { UTM_KEYS, type LeadPayload } from './payload-schema';

export type LeadToStore = {
  kind: string;
  values: AnyFormValues;
  payload: LeadPayload;
  ip: string;
  userAgent: string;
  idempotencyKey: string | null;
  captchaScore: number | null;
  referer: string | null;
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

export function leadRow(l: LeadToStore): CreateLeadMutationVariables {
  // The captcha token is single-use and worthless once checked: it is not stored.
  const payload = Object.fromEntries(
    Object.entries(l.payload).filter(
      ([k, v]) => v !== undefined && k !== 'recaptcha_response_v3' && k !== 'da_data' && !k.startsWith('utm_'),
    ),
  );
  const { da_data, source_deal, qbpm_pipeline } = l.payload;
  const now = new Date().toISOString();
  return {
    kind: l.kind,
    fio: l.values.fio ?? null,
    email: l.values.email ?? null,
    phone: l.values.phone ?? null,
    company: l.values.company ?? null,
    fields: l.values,
    payload,
    attribution: attributionOf(l.payload, l.referer),
    da_data: da_data ?? null,
    source_deal: source_deal ?? null,
    qbpm_pipeline: qbpm_pipeline ?? null,
    captcha_score: l.captchaScore === null ? null : Math.round(l.captchaScore * 100),
    consent_version: CONSENT_VERSION,
    consent_at: now,
    ip: l.ip,
    user_agent: l.userAgent.slice(0, 1000),
    idempotency_key: l.idempotencyKey,
    crm_status: crmEnabled() ? 'pending' : 'off',
    crm_next_attempt_at: crmEnabled() ? now : null,
  };
}

export async function storeLead(l: LeadToStore): Promise<{ id: string; duplicate: boolean }> {
  try {
    const { create_leads_item: created } = await cmsCall(CreateLeadDocument, leadRow(l));
    if (!created) throw new Error('Directus returned no lead');
    return { id: created.id, duplicate: false };
  } catch (e) {
    if (l.idempotencyKey && isUniqueConflict(e)) {
      const { leads } = await cmsCall(LeadByIdempotencyKeyDocument, { key: l.idempotencyKey });
      const first = leads[0];
      if (first) return { id: first.id, duplicate: true };
    }
    throw e;
  }
}
