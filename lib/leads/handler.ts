// The one pipeline every lead route runs, cheapest checks first: method (lib/http/api-route.ts),
// same site, rate limit, content type and size, body shape, honeypot, a retry of a stored
// submission (answered by its Idempotency-Key before the single-use captcha token is looked at),
// the form's schema, captcha; then the lead is stored, and only then answered 201. Every refusal
// is a 4xx with a message, and nothing is stored.
import type { NextApiRequest, NextApiResponse } from 'next';
import * as yup from 'yup';
import { env } from '@/lib/env';
import { verifyCaptcha, type CaptchaStatus } from '@/lib/captcha/verify';
import { HttpError } from '@/lib/http/http-error';
import type { RouteFailure } from '@/lib/http/api-route';
import { assertSameSite, clientIp, idempotencyKey } from '@/lib/http/request';
import { readBodyWithFiles, type FileOptions } from '@/lib/http/body';
import { checkBodyShape } from '@/lib/http/body-shape';
import { allow } from '@/lib/http/rate-limit';
import { fieldErrors } from '@/lib/forms/schemas';
import type { FormDefinition } from '@/lib/forms/definition';
import { definitionErrors, normalizedValues } from '@/lib/forms/definition-schema';
import { HONEYPOT } from './contract';
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

/**
 * The checks every state-changing request passes (after its method) before its fields are looked at.
 * `fileOptions`: the route takes files (a built form's «Файл» fields); they come back apart, unchecked.
 */
export async function guardRequest(req: NextApiRequest, res: NextApiResponse, fileOptions?: FileOptions) {
  assertSameSite(req, env.SITE_URL);
  const ip = clientIp(req);
  const allowance = await allow('lead', ip, env.LEAD_RATE_LIMIT);
  if (!allowance.allowed) {
    res.setHeader('retry-after', String(allowance.retryAfterSeconds));
    throw new HttpError(429, 'Слишком много заявок с вашего адреса, попробуйте через минуту');
  }
  const key = idempotencyKey(req);
  const read = await readBodyWithFiles(req, fileOptions);
  const body = checkBodyShape(read.body, OBJECT_FIELDS);
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
