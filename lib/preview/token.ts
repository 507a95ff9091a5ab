// The one-minute, single-use preview tokens that cms/extensions/preview-link mints for a person
// signed in to the admin app (the block catalogue link), so that no link carries the preview secret.
// A token is `<expiry ms>.<nonce>.<hmac>`, the HMAC-SHA256 with PREVIEW_SECRET over
// `<expiry>.<nonce>.<path>`: it opens that path only, until its expiry, once.
import { createHmac } from 'node:crypto';
import { safeEqual } from '@/lib/http/safe-equal';

/** A token lives a minute; Directus and the site share a clock (one machine or NTP), give or take this. */
const CLOCK_SKEW_MS = 5_000;
const MAX_LIFETIME_MS = 60_000 + CLOCK_SKEW_MS;

/**
 * Nonces already used, with their expiry: a token is good once. Per process: with several site
 * instances a copied token could be used once more on another instance within its minute.
 */
const used = new Map<string, number>();

/**
 * What a token opens: a page (`/try/`), a page with one A/B test variant in place of the block
 * under test (`/try/?variant=12`), or the whole site as a release will make it, from a page
 * (`/?release=3`); cms/extensions/preview-link signs the same.
 */
export const previewSubject = (path: string, variant?: number, release?: number) =>
  variant ? `${path}?variant=${variant}` : release ? `${path}?release=${release}` : path;

export type TokenCheck = { ok: true } | { ok: false; reason: string };

export function checkPreviewToken(token: string, path: string, secret: string, now = Date.now()): TokenCheck {
  const [expiresText, nonce, mac, ...rest] = token.split('.');
  const expires = Number(expiresText);
  if (rest.length || !nonce || !mac || !Number.isSafeInteger(expires)) return { ok: false, reason: 'Ссылка предпросмотра повреждена' };
  const expected = createHmac('sha256', secret).update(`${expires}.${nonce}.${path}`).digest('base64url');
  if (!safeEqual(mac, expected)) return { ok: false, reason: 'Ссылка предпросмотра недействительна' };
  if (now > expires + CLOCK_SKEW_MS || expires - now > MAX_LIFETIME_MS)
    return { ok: false, reason: 'Ссылка предпросмотра устарела: откройте её из админки ещё раз' };
  for (const [n, until] of used) if (until + CLOCK_SKEW_MS < now) used.delete(n);
  if (used.has(nonce)) return { ok: false, reason: 'Ссылка предпросмотра уже открыта однажды: откройте её из админки ещё раз' };
  used.set(nonce, expires);
  return { ok: true };
}
