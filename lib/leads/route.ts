// A lead route: POST /api/<route>/ with one form's fields and the lead payload.
import type { NextApiRequest, NextApiResponse } from 'next';
import type { AnyFormValues, LeadFormKind } from '@/lib/forms/schemas';
import type { FormDefinition } from '@/lib/forms/definition';
import { specDefinition } from '@/lib/forms/spec-definitions';
import { apiRoute, type ApiAnswer } from '@/lib/http/api-route';
import { HttpError } from '@/lib/http/http-error';
import type { ServerResponse } from 'node:http';
import { acceptSubmission, definitionCheck, guardRequest, LEAD_FAILURE, type LeadRequest } from './handler';
import { findLeadByKey, storeLead } from './store';
import { updateToken } from './update-token';
import type { LeadReceipt } from './contract';
import { leadExperiment } from '@/lib/experiments/lead';
import { metrics } from '@/lib/http/metrics';
import { env } from '@/lib/env';
import { spamReasons } from './spam';
import { extrasOf, requestSubscription, subscribeSchema } from './subscribers';
import { countFunnel } from '@/lib/forms/funnel-counts';
import { CONSENT_COOKIE, hasConsent } from '@/lib/experiments/consent-cookie';
import { pagePathOf } from '@/lib/experiments/lead';

const receipt = (id: string, duplicate: boolean) =>
  ({ data: { id, duplicate, update_token: updateToken(id) } }) satisfies ApiAnswer<LeadReceipt>;

/** The fields a person types words into (names, companies, positions, comments), with their labels: what gibberish is looked for in. */
export const freeTexts = (def: FormDefinition, values: Record<string, unknown>): [string, string][] =>
  def.fields.flatMap((f) => {
    const v = values[f.name];
    const typed = f.type === 'text' || f.type === 'textarea' || f.type === 'company';
    return typed && typeof v === 'string' && v ? [[f.label || f.name, v] as [string, string]] : [];
  });

/** A lead route: POST only, its refusals and failures counted in the metrics, failures answered as leads' are. */
export function countedLeadRoute(handle: (req: NextApiRequest, res: NextApiResponse) => Promise<unknown>) {
  return apiRoute(
    ['POST'],
    async function counted(req: NextApiRequest, res: NextApiResponse) {
      try {
        return await handle(req, res);
      } catch (e) {
        if (e instanceof HttpError) metrics().leadsRefused.inc({ status: String(e.status) });
        else metrics().leadsFailed.inc();
        throw e;
      }
    },
    LEAD_FAILURE,
  );
}

/** The kind a lead route serves for this request: one route may serve related forms (a question and a question with a comment), `form` picks one. */
export function routeKind(kinds: LeadFormKind | readonly LeadFormKind[], form: unknown): LeadFormKind {
  const allowed: readonly LeadFormKind[] = typeof kinds === 'string' ? [kinds] : kinds;
  const requested = typeof form === 'string' ? form : allowed[0];
  const kind = allowed.find((k) => k === requested);
  if (!kind) throw new HttpError(400, `Неизвестная форма: ${String(requested).slice(0, 64)}`);
  return kind;
}

/**
 * One lead of a spec form, through the whole pipeline (handler.ts): stored once, or refused with an
 * HttpError. The JSON route (leadRoute) and the form page's plain HTML answer (pages/forms/[form].tsx) share it.
 */
export async function submitLead(kind: LeadFormKind, req: LeadRequest, res: ServerResponse): Promise<{ id: string; duplicate: boolean }> {
  const { ip, key, body } = await guardRequest(req, res);
  // A retry after a lost answer carries a new (or the spent) captcha token: the key alone answers it.
  const first = key ? await findLeadByKey(key) : null;
  if (first) return { id: first, duplicate: true };
  // The kind's definition: the one its form in the browser checks against (lib/forms/spec-definitions.ts).
  const def = specDefinition(kind);
  const s = await acceptSubmission(definitionCheck(def), body, ip);
  const suspicious = await spamReasons({
    kind,
    email: typeof s.values.email === 'string' ? s.values.email : null,
    texts: freeTexts(def, s.values),
    captcha: s.captcha,
    minScore: env.RECAPTCHA_MIN_SCORE,
    fillMs: s.payload.fill_ms,
  });
  const experiment = await leadExperiment(s.payload.source_url, req.cookies);
  const { id, duplicate } = await storeLead({
    kind,
    values: s.values as AnyFormValues,
    payload: s.payload,
    ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    idempotencyKey: key,
    captcha: s.captcha,
    referer: typeof req.headers.referer === 'string' ? req.headers.referer : null,
    experiment,
    spamReasons: suspicious,
  });
  // The form's funnel (lib/forms/funnel-counts.ts): a submission, and whether it was held as spam.
  const page = pagePathOf(s.payload.source_url);
  if (!duplicate && page && hasConsent(req.cookies[CONSENT_COOKIE])) {
    countFunnel({ form: kind, page, experiment, event: 'submit' });
    if (suspicious.length) countFunnel({ form: kind, page, experiment, event: 'spam' });
  }
  return { id, duplicate };
}

/** A subscription request (the subscribe form): the address gets its confirmation link; refused with an HttpError. */
export async function submitSubscription(req: LeadRequest, res: ServerResponse): Promise<void> {
  const { ip, body } = await guardRequest(req, res);
  const { values, payload } = await acceptSubmission(subscribeSchema, body, ip);
  await requestSubscription({
    ...values,
    extras: extrasOf(body, values.extras),
    payload,
    ip,
    userAgent: String(req.headers['user-agent'] ?? ''),
    referer: typeof req.headers.referer === 'string' ? req.headers.referer : null,
  });
}

export function leadRoute(kinds: LeadFormKind | readonly LeadFormKind[]) {
  return countedLeadRoute(handle);

  async function handle(req: NextApiRequest, res: NextApiResponse) {
    const { id, duplicate } = await submitLead(routeKind(kinds, req.query.form), req, res);
    return res.status(duplicate ? 200 : 201).json(receipt(id, duplicate));
  }
}
