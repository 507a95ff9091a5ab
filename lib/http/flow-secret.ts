// The secret Directus flows send when they call the site (revalidation, CRM retries):
// REVALIDATE_SECRET in the X-Revalidate-Secret header. Unset, no call is accepted.
import type { IncomingMessage } from 'node:http';
import { env } from '@/lib/env';
import { HttpError } from './http-error';
import { safeEqual } from './safe-equal';

/** Throws 401 unless the request carries the flows' secret. */
export function assertFlowSecret(req: IncomingMessage): void {
  const given = String(req.headers['x-revalidate-secret'] ?? '');
  if (!env.REVALIDATE_SECRET || !safeEqual(given, env.REVALIDATE_SECRET)) throw new HttpError(401, 'Неверный секрет / Invalid secret');
}
