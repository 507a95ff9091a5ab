// The one pipeline every lead route runs, cheapest checks first: method, same site, rate limit,
// content type and size, honeypot, the form's schema, captcha; then the lead is stored, and only
// then answered 201. Every refusal is a 4xx with a message, and nothing is stored.
import type { NextApiRequest, NextApiResponse } from 'next';
import * as yup from 'yup';
import { env } from '@/lib/env';
import { FORM_SCHEMAS, type AnyFormValues, type LeadFormKind } from '@/lib/forms/schemas';
import { verifyCaptcha } from '@/lib/captcha/verify';
import { HttpError } from './http-error';
import { assertSameSite, clientIp, idempotencyKey, readBody } from './request';
import { allow, retryAfter } from './rate-limit';
import { HONEYPOT, payloadSchema, type LeadPayload } from './payload-schema';

export type Accepted = { values: AnyFormValues; payload: LeadPayload; ip: string; key: string | null; captchaScore: number | null };

function fieldErrors(e: yup.ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const inner of e.inner.length ? e.inner : [e]) if (inner.path && !fields[inner.path]) fields[inner.path] = inner.message;
  return fields;
}

export function sendError(res: NextApiResponse, e: unknown) {
  if (e instanceof HttpError) {
    return res.status(e.status).json({ error: e.message, ...(e.fields ? { fields: e.fields } : {}) });
  }
  console.error(`Lead request failed: ${(e as Error).message}`);
  // Not stored, so the visitor must try again: a 503 (never a 2xx) that the form shows as the error modal.
  return res.status(503).json({ error: 'Сервис временно недоступен, заявка не сохранена. Попробуйте позже.' });
}

/** The checks every state-changing request passes before its fields are looked at. */
export async function guardRequest(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    throw new HttpError(405, 'Используйте POST');
  }
  assertSameSite(req, env.SITE_URL);
  const ip = clientIp(req);
  if (!allow(`lead:${ip}`, env.LEAD_RATE_LIMIT)) {
    res.setHeader('retry-after', String(retryAfter(`lead:${ip}`)));
    throw new HttpError(429, 'Слишком много заявок с вашего адреса, попробуйте через минуту');
  }
  const key = idempotencyKey(req);
  const body = await readBody(req);
  const trap = body[HONEYPOT];
  if (trap !== undefined && trap !== '') throw new HttpError(400, 'Заявка отклонена: заполнено служебное поле');
  return { ip, key, body };
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

/** Everything up to (not including) storage; throws HttpError on any bad input. */
export async function acceptSubmission(req: NextApiRequest, res: NextApiResponse, kind: LeadFormKind): Promise<Accepted> {
  const { ip, key, body } = await guardRequest(req, res);
  const values: AnyFormValues = await validated<AnyFormValues>(FORM_SCHEMAS[kind], body);
  const payload = await validated(payloadSchema, body);
  const captcha = await verifyCaptcha(payload.recaptcha_response_v3, ip);
  if (!captcha.ok) throw new HttpError(403, `Проверка reCAPTCHA не пройдена (${captcha.reason})`);
  return { values, payload, ip, key, captchaScore: captcha.score };
}
