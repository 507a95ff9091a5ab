import type { NextApiRequest, NextApiResponse } from 'next';
import { apiRoute } from '@/lib/http/api-route';
import { HttpError } from '@/lib/http/http-error';
import { assertSameSite, clientIp } from '@/lib/http/request';
import { readBody } from '@/lib/http/body';
import { allow } from '@/lib/http/rate-limit';
import { env } from '@/lib/env';
import { isLeadFormKind } from '@/lib/forms/kinds';
import { countFunnel } from '@/lib/forms/funnel-counts';
import { CONSENT_COOKIE, hasConsent } from '@/lib/experiments/consent-cookie';
import { leadExperiment, pagePathOf } from '@/lib/experiments/lead';
import { mayBePage } from '@/lib/routing/unknown-paths';

/** Beacons a visitor sends: a few per form on a page; more is a script, not a person. */
const BEACONS_PER_MINUTE = 120;
const FIELD = /^[a-z][a-z0-9_]{0,63}$/;
const BROWSER_EVENTS = new Set(['view', 'start', 'leave']);

/**
 * POST (navigator.sendBeacon from lib/forms/funnel-client.ts): `{ form, event, url, field? }`, one
 * step of a visitor through a form: it came into view, a first field was touched, the visitor left
 * (with the last field touched). Submissions are counted by the lead routes themselves. Counted only
 * with the cookie consent; answered 204 either way, so the browser learns nothing about it.
 */
export default apiRoute(['POST'], async function formFunnel(req: NextApiRequest, res: NextApiResponse) {
  assertSameSite(req, env.SITE_URL);
  const allowance = await allow('funnel', clientIp(req), BEACONS_PER_MINUTE);
  if (!allowance.allowed) throw new HttpError(429, 'Слишком много запросов');
  const body = await readBody(req);
  const { form, event, url, field } = body;
  if (!isLeadFormKind(form)) throw new HttpError(400, `Неизвестная форма: ${String(form).slice(0, 64)}`);
  if (typeof event !== 'string' || !BROWSER_EVENTS.has(event)) throw new HttpError(400, 'event: view, start или leave');
  const page = typeof url === 'string' && url.length <= 500 ? pagePathOf(url) : null;
  if (!page) throw new HttpError(400, 'url: адрес страницы сайта');
  if (field !== undefined && (typeof field !== 'string' || !FIELD.test(field))) throw new HttpError(400, 'field: имя поля формы');
  // Only for a public page: made-up addresses would each get a row of «Воронки форм» in Directus.
  if (hasConsent(req.cookies[CONSENT_COOKIE]) && (await onPublicPage(page))) {
    const experiment = await leadExperiment(url as string, req.cookies);
    countFunnel({ form, page, experiment, event: event as 'view' | 'start' | 'leave', field: field as string | undefined });
  }
  return res.status(204).end();
});

async function onPublicPage(page: string): Promise<boolean> {
  try {
    return await mayBePage(decodeURIComponent(page));
  } catch {
    return false; // Not a path at all (a broken %-escape).
  }
}

// The route reads the raw body itself: its own size limit and content types (sendBeacon sends a JSON Blob).
export const config = { api: { bodyParser: false } };
