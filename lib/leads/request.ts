// Checks every state-changing lead request passes before its body is even parsed.
import type { IncomingMessage } from 'node:http';
import { clientAddress, trustedProxies } from '@/lib/http/client-address';
import { env } from '@/lib/env';
import { HttpError } from './http-error';

/** A lead is a few hundred bytes; 32 KB leaves room for the company description from suggestions. */
export const BODY_LIMIT = 32 * 1024;

const trusted = trustedProxies(env.TRUSTED_PROXIES);

/** The visitor's address: the rightmost X-Forwarded-For hop not appended by one of TRUSTED_PROXIES. */
export const clientIp = (req: IncomingMessage): string => clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);

/**
 * A browser marks a request from another site (Sec-Fetch-Site) and names its origin; a form on a
 * foreign page must not be able to post leads here. Requests without either (curl, the CRM) pass.
 */
export function assertSameSite(req: IncomingMessage, siteUrl: string): void {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') {
    throw new HttpError(403, 'Запрос с другого сайта отклонён');
  }
  const origin = req.headers.origin;
  if (origin === undefined) return;
  if (origin === 'null') throw new HttpError(403, 'Запрос с другого сайта отклонён');
  const allowed = new Set([new URL(siteUrl).host, String(req.headers.host ?? '')]);
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new HttpError(403, 'Запрос с другого сайта отклонён');
  }
  if (!allowed.has(host)) throw new HttpError(403, 'Запрос с другого сайта отклонён');
}

type Body = Record<string, unknown>;

/** Reads at most BODY_LIMIT bytes (413 beyond), then parses JSON or a urlencoded form (415 otherwise). */
export async function readBody(req: IncomingMessage): Promise<Body> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Отправьте данные как application/json или application/x-www-form-urlencoded');
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > BODY_LIMIT) throw new HttpError(413, `Слишком большой запрос: не более ${BODY_LIMIT} байт`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > BODY_LIMIT) throw new HttpError(413, `Слишком большой запрос: не более ${BODY_LIMIT} байт`);
    chunks.push(buf);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (type === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new HttpError(400, 'Тело запроса — не JSON');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new HttpError(400, 'Ожидается JSON-объект');
    return parsed as Body;
  }
  const form: Body = {};
  for (const [k, v] of new URLSearchParams(raw)) form[k] = v;
  // Form data carries everything as text: the flags and the company description are decoded here.
  for (const flag of ['agree', 'accept_rules'])
    if (typeof form[flag] === 'string') form[flag] = form[flag] === 'true' || form[flag] === 'on';
  if (typeof form.da_data === 'string') {
    try {
      form.da_data = JSON.parse(form.da_data);
    } catch {
      throw new HttpError(400, 'da_data — не JSON');
    }
  }
  return form;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The form's key for one submission: a retry with the same key stores nothing new. */
export function idempotencyKey(req: IncomingMessage): string | null {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(400, 'Idempotency-Key: 8–128 латинских букв, цифр, _ или -');
  }
  return key;
}
