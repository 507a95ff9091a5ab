// The secret a visitor gets with a new lead: it lets the same visitor add fields to that lead
// (/api/lead/update/) for a day, and nobody else. Signed, not stored: `expiry.hmac(id, expiry)`.
import { createHmac, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { safeEqual } from '@/lib/http/safe-equal';

export const UPDATE_TOKEN_TTL_MS = 24 * 3600_000;

const KEY = Symbol.for('ecm.leads.update-secret');

function secret(): string {
  if (env.LEAD_UPDATE_SECRET) return env.LEAD_UPDATE_SECRET;
  // One per process (on globalThis: API routes are bundled apart), so tokens end with a restart.
  const holder = globalThis as { [KEY]?: string };
  return (holder[KEY] ??= randomBytes(32).toString('base64url'));
}

const sign = (id: string, expiry: number) => createHmac('sha256', secret()).update(`${id}.${expiry}`).digest('base64url');

export function updateToken(id: string, now = Date.now()): string {
  const expiry = Math.floor((now + UPDATE_TOKEN_TTL_MS) / 1000);
  return `${expiry}.${sign(id, expiry)}`;
}

export function checkUpdateToken(id: string, token: string, now = Date.now()): 'ok' | 'expired' | 'invalid' {
  const [expiryText, mac] = token.split('.');
  const expiry = Number(expiryText);
  if (!Number.isSafeInteger(expiry) || !mac || !safeEqual(mac, sign(id, expiry))) return 'invalid';
  return expiry * 1000 < now ? 'expired' : 'ok';
}
