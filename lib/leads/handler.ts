// The one pipeline every lead route runs, cheapest checks first: method (lib/http/api-route.ts),
// same site, rate limit, content type and size, body shape, honeypot, a retry of a stored
// submission (answered by its Idempotency-Key before the single-use captcha token is looked at),
// the form's schema, captcha; then the lead is stored, and only then answered 201. Every refusal
// is a 4xx with a message, and nothing is stored.
import * as yup from 'yup';
import { env } from '@/lib/env';
import { verifyCaptcha, type CaptchaStatus } from '@/lib/captcha/verify';
import { HttpError } from '@/lib/http/http-error';
import type { RouteFailure } from '@/lib/http/api-route';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A lead's request, as an API route and a page's getServerSideProps (the form page) both have it. */
export type LeadRequest = IncomingMessage & { cookies: Partial<Record<string, string>> };
import { assertSameSite, clientIp, formKey, idempotencyKey } from '@/lib/http/request';
import { readBodyWithFiles, type FileOptions } from '@/lib/http/body';
import { checkBodyShape } from '@/lib/http/body-shape';
import { allow } from '@/lib/http/rate-limit';
import { fieldErrors } from '@/lib/forms/schemas';
import type { FormDefinition } from '@/lib/forms/definition';
import { definitionErrors, normalizedValues } from '@/lib/forms/definition-schema';
import { HONEYPOT, UTM_KEYS } from './contract';
import { BASE_PATH } from '@/lib/routing/base-path';
import { objectFields, payloadSchema, type LeadPayload } from './payload-schema';
import { subscribeSchema } from './subscribers';

/** Not journaled (the disk failed), so the visitor must try again: a 503 that the form shows as the error modal. */
export const LEAD_FAILURE: RouteFailure = {
  log: 'Lead request failed',
  message: 'Сервис временно недоступен, заявка не сохранена. Попробуйте позже.',
  retryAfterSeconds: 30,
};

/** The fields whose schemas take a JSON object; any other field holding one is refused before validation. */
const OBJECT_FIELDS = objectFields(payloadSchema, subscribeSchema);

/** The field of a plain HTML form (the form page, lib/forms/form-page.ts) that carries its Idempotency-Key: a form sent twice (a double press, a reload of the answer) stores one lead. */
export const KEY_FIELD = 'idempotency_key';

/**
 * The fields a request's body held, kept for the answer of a plain HTML form (pages/forms/[form].tsx):
 * a refused one comes back with every value the visitor typed. Weakly held: gone with the request.
 */
const bodies = new WeakMap<IncomingMessage, Record<string, unknown>>();
export const sentFields = (req: IncomingMessage): Record<string, unknown> => bodies.get(req) ?? {};

/**
 * Where a lead came from when the body does not say: a form in a page's HTML sent without the
 * page's scripts carries no lead payload, but the browser names the page (and the utm tags of its
 * address) in the Referer of a same-site post (the site's Referrer-Policy keeps the whole address
 * for its own origin). A body's own values win.
 */
export function withReferer(body: Record<string, unknown>, req: IncomingMessage, siteUrl: string): Record<string, unknown> {
  const referer = req.headers.referer;
  if (typeof referer !== 'string' || body.source_url) return body;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return body;
  }
  const site = new URL(siteUrl);
  if (from.host !== site.host && from.host !== req.headers.host) return body;
  // The answer page of an earlier post (the lead route's own address) or a form's page is no page of
  // origin: those carry it in their hidden fields (lib/forms/form-page.ts).
  if (/^\/(api|forms)\//.test(from.pathname.slice(BASE_PATH.length))) return body;
  const out: Record<string, unknown> = { ...body, source_url: `${site.origin}${from.pathname}` };
  const utm = UTM_KEYS.filter((k) => from.searchParams.get(k));
  if (!UTM_KEYS.some((k) => body[k])) for (const k of utm) out[k] = from.searchParams.get(k)!.slice(0, 500);
  return out;
}

/**
 * The checks every state-changing request passes (after its method) before its fields are looked at.
 * `fileOptions`: the route takes files (a built form's «Файл» fields); they come back apart, unchecked.
 */
export async function guardRequest(req: LeadRequest, res: ServerResponse, fileOptions?: FileOptions) {
  assertSameSite(req, env.SITE_URL);
  const ip = clientIp(req);
  const allowance = await allow('lead', ip, env.LEAD_RATE_LIMIT);
  if (!allowance.allowed) {
    res.setHeader('retry-after', String(allowance.retryAfterSeconds));
    throw new HttpError(429, 'Слишком много заявок с вашего адреса, попробуйте через минуту');
  }
  const read = await readBodyWithFiles(req, fileOptions);
  bodies.set(req, read.body);
  const shaped = checkBodyShape(read.body, OBJECT_FIELDS);
  const { [KEY_FIELD]: sentKey, ...rest } = shaped;
  const key = idempotencyKey(req) ?? formKey(sentKey);
  const body = withReferer(rest, req, env.SITE_URL);
  // What the answer page of a plain post sends again: the page of origin found here included.
  bodies.set(req, sentKey === undefined ? body : { ...body, [KEY_FIELD]: sentKey });
  const trap = body[HONEYPOT];
  if (trap !== undefined && trap !== '') throw new HttpError(400, 'Заявка отклонена: заполнено служебное поле');
  return { ip, key, body, files: read.files };
}

/** Runs a schema with unknown fields stripped; a failure becomes a 422 with the message of each field. */
export async function validated<T>(schema: yup.Schema<T>, body: unknown): Promise<T> {
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: true });
  } catch (e) {
    if (e instanceof yup.ValidationError) throw new HttpError(422, 'Проверьте поля формы', fieldErrors(e));
    throw e;
  }
}

/** The captcha verdict of a submission; throws 403 when reCAPTCHA refuses it. */
export async function checkCaptcha(payload: LeadPayload, ip: string): Promise<{ score: number | null; status: CaptchaStatus }> {
  const captcha = await verifyCaptcha(payload.recaptcha_response_v3, ip);
  if (!captcha.ok) throw new HttpError(403, `Проверка reCAPTCHA не пройдена (${captcha.reason})`);
  return { score: captcha.score, status: captcha.status };
}

/** A form's fields checked against its definition (lib/forms/definition-schema.ts), only the form's own kept; a failure is a 422 naming each field. */
export const definitionCheck =
  (def: FormDefinition) =>
  (body: Record<string, unknown>): Record<string, string | boolean> => {
    const values = normalizedValues(def, body);
    const errors = definitionErrors(def, values);
    if (Object.keys(errors).length) throw new HttpError(422, 'Проверьте поля формы', errors);
    return values;
  };

/**
 * The form's fields (by its schema, or a check such as definitionCheck) and the payload of a body
 * that passed guardRequest; throws 422 or 403.
 */
export async function acceptSubmission<T>(
  schema: yup.Schema<T> | ((body: Record<string, unknown>) => T),
  body: Record<string, unknown>,
  ip: string,
) {
  const values = typeof schema === 'function' ? schema(body) : await validated(schema, body);
  const payload = await validated(payloadSchema, body);
  const captcha = await checkCaptcha(payload, ip);
  return { values, payload, captcha };
}
