// Checks of a state-changing request made before its body is even parsed: where it comes from, its key.
import type { IncomingMessage } from 'node:http';
import { clientAddress, trustedProxies } from './client-address';
import { env } from '@/lib/env';
import { HttpError } from './http-error';

const trusted = trustedProxies(env.TRUSTED_PROXIES);

/** The visitor's address: the rightmost X-Forwarded-For hop not appended by one of TRUSTED_PROXIES. */
export const clientIp = (req: IncomingMessage): string => clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);

/**
 * A browser marks a request from another site (Sec-Fetch-Site) and names its origin; a form on a
 * foreign page must not be able to post here. Requests without either (curl, the CRM) pass.
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

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** A key sent as a form's field (a plain HTML form cannot set a header); one of another shape is no key. */
export function formKey(value: unknown): string | null {
  return typeof value === 'string' && IDEMPOTENCY_KEY.test(value) ? value : null;
}

/** The form's key for one submission: a retry with the same key stores nothing new. */
export function idempotencyKey(req: IncomingMessage): string | null {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(400, 'Idempotency-Key: 8–128 латинских букв, цифр, _ или -');
  }
  return key;
}
