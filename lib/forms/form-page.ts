// What the form page (pages/forms/[name].tsx) shows, decided on the server: a blank form with its
// attribution (a lead button's link, without scripts), or the answer to a browser's form post to a
// lead route (the proxy sends those here, lib/routing/form-post-page.ts): the same pipeline as the
// JSON routes (lib/leads/route.ts, lib/forms/form-route.ts), the lead stored once, and either the
// form again with every value kept and the server's message beside each refused field, or the
// spec's answer.
// Server only (getServerSideProps).
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { HttpError } from '@/lib/http/http-error';
import { metrics } from '@/lib/http/metrics';
import { env } from '@/lib/env';
import { KEY_FIELD, LEAD_FAILURE, sentFields, type LeadRequest } from '@/lib/leads/handler';
import { routeKind, submitLead, submitSubscription } from '@/lib/leads/route';
import { payloadSchema } from '@/lib/leads/payload-schema';
import { updateToken } from '@/lib/leads/update-token';
import { ANSWER_EXTRAS, type Answer } from '@/lib/forms/texts';
import { isFile, isInput, stepCount, type FormDefinition } from './definition';
import { normalizedValues } from './definition-schema';
import { formAtVersion } from './definition-store';
import { formIdOf, submitBuiltForm } from './form-route';
import { isLeadFormKind, type LeadFormKind } from './kinds';
import { attribution, type PlainPost } from './plain-post';
import { specDefinition } from './spec-definitions';

type Values = Record<string, string | boolean>;

/** A spec form: blank, refused (with the values sent), or sent (its answer). */
export type SpecFormState = { kind: LeadFormKind } & ({ post: PlainPost; values: Values } | { answer: Answer });
/** A built form at a step: refused or the next step (with the values sent), or completed. */
export type BuiltFormState = { definition: FormDefinition } & ({ post: PlainPost & { step: number }; values: Values } | { answer: Answer });
/** Nothing to show but why (a form that is no more, a request that was not a form's). */
export type RefusedState = { message: string };
export type FormPageState = SpecFormState | BuiltFormState | RefusedState;

/** The kinds each form page takes posts for: the question route serves three forms (`?form=`). */
const ROUTE_KINDS: Partial<Record<string, readonly LeadFormKind[]>> = { question: ['question', 'questionComment', 'download'] };

/** The page's param (a form, or the lead route a post came to) and the query, as the lead route reads them. */
function kindOf(param: string, query: Record<string, unknown>): LeadFormKind {
  const kinds = ROUTE_KINDS[param] ?? (isLeadFormKind(param) ? [param] : null);
  if (!kinds) throw new HttpError(404, 'Такой формы нет');
  return routeKind(kinds, query.form);
}

/** A blank spec form with its attribution, for a GET; null for no such form. */
export function blankForm(param: string, query: Record<string, unknown>, req: LeadRequest): SpecFormState | null {
  if (!isLeadFormKind(param)) return null;
  const hidden = { ...attribution(query, req.headers.referer, req.cookies, env.SITE_URL, req.headers.host), [KEY_FIELD]: randomUUID() };
  return { kind: param, post: { hidden }, values: {} };
}

/** The fields of a post the server sets again on the page it answers with: the payload, the form's version and step, the lead to add to, the key. */
const RESENT = new Set([...Object.keys(payloadSchema.fields), 'form_version', 'form_step', 'lead_id', 'token', KEY_FIELD]);
const NOT_RESENT = new Set(['recaptcha_response_v3', 'da_data', 'fill_ms']);

function resent(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).filter((e): e is [string, string] => RESENT.has(e[0]) && !NOT_RESENT.has(e[0]) && typeof e[1] === 'string'),
  );
}

/** What the visitor typed, as the form's fields take it (never a file: a browser sends one only by the visitor's choice). */
function keptValues(def: FormDefinition, body: Record<string, unknown>): Values {
  const values = normalizedValues(def, body);
  for (const f of def.fields) if (!isInput(f) || isFile(f)) delete values[f.name];
  return values;
}

/** A refusal as the page shows it: each field's message beside it, anything else above the form. */
function refusal(e: unknown, res: ServerResponse, def: FormDefinition | null, step?: number): PlainPost {
  if (!(e instanceof HttpError)) {
    console.error(`${LEAD_FAILURE.log}: ${(e as Error).message}`);
    metrics().leadsFailed.inc();
    res.statusCode = 503;
    res.setHeader('retry-after', String(LEAD_FAILURE.retryAfterSeconds));
    return { hidden: {}, message: LEAD_FAILURE.message };
  }
  metrics().leadsRefused.inc({ status: String(e.status) });
  res.statusCode = e.status;
  const shown = new Set(def?.fields.filter((f) => isInput(f) && (step === undefined || f.step === step)).map((f) => f.name) ?? []);
  const errors: Record<string, string> = {};
  const others: string[] = [];
  for (const [name, text] of Object.entries(e.fields ?? {})) {
    if (shown.has(name)) errors[name] = text;
    else others.push(text);
  }
  const message = others.length ? `${e.message}: ${others.join('; ')}` : Object.keys(errors).length ? undefined : e.message;
  return { hidden: {}, errors, message };
}

/** The spec's answer to a spec form (spec §9), as its popup shows it. */
function specAnswer(kind: LeadFormKind): Answer {
  const def = specDefinition(kind);
  return { ...ANSWER_EXTRAS[kind], title: def.successTitle, description: def.successText || undefined };
}

/** A browser's post of spec form `kind` (or the subscription), answered as a page. */
async function postSpecForm(kind: LeadFormKind, req: LeadRequest, res: ServerResponse): Promise<SpecFormState> {
  try {
    if (kind === 'subscribe') await submitSubscription(req, res);
    else {
      const { duplicate } = await submitLead(kind, req, res);
      res.statusCode = duplicate ? 200 : 201;
    }
    return { kind, answer: specAnswer(kind) };
  } catch (e) {
    const body = sentFields(req);
    const post = refusal(e, res, specDefinition(kind));
    return { kind, post: { ...post, hidden: resent(body) }, values: keptValues(specDefinition(kind), body) };
  }
}

/** A browser's post of a built form's step (or the whole form), answered as a page: its next step, or its answer. */
async function postBuiltForm(query: Record<string, unknown>, req: LeadRequest, res: ServerResponse): Promise<FormPageState> {
  let id: number;
  try {
    id = formIdOf(query.id);
  } catch (e) {
    return { message: refusal(e, res, null).message ?? 'Неизвестная форма' };
  }
  let outcome: { id: string; status: number } | null = null;
  let failure: unknown = null;
  try {
    outcome = await submitBuiltForm(id, req, res);
  } catch (e) {
    failure = e;
  }
  const body = sentFields(req);
  const version = typeof body.form_version === 'string' && /^\d{1,9}$/.test(body.form_version) ? Number(body.form_version) : null;
  const def = version === null ? null : await formAtVersion(id, version).catch(() => null);
  if (!def) {
    if (failure) return { message: refusal(failure, res, null).message ?? 'Такой формы нет' };
    return { message: 'Такой формы нет' };
  }
  const steps = stepCount(def);
  const sentStep = typeof body.form_step === 'string' && /^\d{1,3}$/.test(body.form_step) ? Math.min(Number(body.form_step), steps) : steps;
  const values = keptValues(def, body);
  if (failure || !outcome) {
    const post = refusal(failure, res, def, sentStep);
    return { definition: def, post: { ...post, hidden: resent(body), step: sentStep }, values };
  }
  res.statusCode = outcome.status;
  if (sentStep >= steps)
    return {
      definition: def,
      answer: { title: def.successTitle || 'Спасибо!', description: def.successText || undefined, autoCloseMs: 0 },
    };
  // The next step adds to the lead of step 1 with its update token, as the form in the browser does.
  const hidden = Object.fromEntries(Object.entries(resent(body)).filter(([k]) => k !== KEY_FIELD));
  return {
    definition: def,
    post: {
      hidden: { ...hidden, lead_id: outcome.id, token: updateToken(outcome.id), form_step: String(sentStep + 1) },
      step: sentStep + 1,
    },
    values,
  };
}

/** The answer to a browser's form post to the form page (or, through the proxy, to a lead route). */
export async function answerPost(
  param: string,
  query: Record<string, unknown>,
  req: LeadRequest,
  res: ServerResponse,
): Promise<FormPageState> {
  if (param === 'form') return postBuiltForm(query, req, res);
  let kind: LeadFormKind;
  try {
    kind = kindOf(param, query);
  } catch (e) {
    return { message: refusal(e, res, null).message ?? 'Такой формы нет' };
  }
  return postSpecForm(kind, req, res);
}
