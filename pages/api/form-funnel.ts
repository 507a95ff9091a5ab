import type { NextApiRequest, NextApiResponse } from 'next';
import { apiRoute } from '@/lib/http/api-route';
import { HttpError } from '@/lib/http/http-error';
import { assertSameSite, clientIp } from '@/lib/http/request';
import { readBody } from '@/lib/http/body';
import { allow } from '@/lib/http/rate-limit';
import { env } from '@/lib/env';
import { isLeadFormKind } from '@/lib/forms/kinds';
import { countFunnel } from '@/lib/forms/funnel-counts';
import { builtFormIdOf } from '@/lib/forms/funnel-key';
import { publishedForm } from '@/lib/forms/definition-store';
import { publishedPathExists } from '@/lib/cms/page-index';
import { CONSENT_COOKIE, hasConsent } from '@/lib/experiments/consent-cookie';
import { leadExperiment, pagePathOf } from '@/lib/experiments/lead';
import { mayBePage } from '@/lib/routing/unknown-paths';

/** Beacons a visitor sends: a few per form on a page; more is a script, not a person. */
const BEACONS_PER_MINUTE = 120;
const FIELD = /^[a-z][a-z0-9_]{0,63}$/;
const BROWSER_EVENTS = new Set(['view', 'start', 'leave']);

/**
 * A built form's beacon names a form, page and field that exist: the form published in «Формы», a
 * published page (built forms are placed by pages' blocks), a field the form has. Anything else is
 * refused, so made-up names never become rows of `form_funnels` or keys in Redis.
 */
async function checkBuiltForm(id: number, page: string, field: unknown) {
  const def = await publishedForm(id);
  if (!def) throw new HttpError(400, `Неизвестная форма: form-${id}`);
  if (field !== undefined && !def.fields.some((f) => f.name === field && f.type !== 'hidden'))
    throw new HttpError(400, 'field: поле этой формы');
  if (!(await publishedPathExists(page))) throw new HttpError(400, 'url: страница сайта с этой формой');
}

/**
 * POST (navigator.sendBeacon from lib/forms/funnel-client.ts): `{ form, event, url, field? }`, one
 * step of a visitor through a form: it came into view, a first field was touched, the visitor left
 * (with the last field touched). `form` is a spec form's kind or a built form's key (`form-12`,
 * lib/forms/funnel-key.ts). Submissions are counted by the lead routes themselves. Counted only
 * with the cookie consent; answered 204 either way, so the browser learns nothing about it.
 */
export default apiRoute(
  ['POST'],
  async function formFunnel(req: NextApiRequest, res: NextApiResponse) {
    assertSameSite(req, env.SITE_URL);
    const allowance = await allow('funnel', clientIp(req), BEACONS_PER_MINUTE);
    if (!allowance.allowed) throw new HttpError(429, 'Слишком много запросов');
    const body = await readBody(req);
    const { form, event, url, field } = body;
    const built = builtFormIdOf(form);
    if (!isLeadFormKind(form) && built === null) throw new HttpError(400, `Неизвестная форма: ${String(form).slice(0, 64)}`);
    if (typeof event !== 'string' || !BROWSER_EVENTS.has(event)) throw new HttpError(400, 'event: view, start или leave');
    const page = typeof url === 'string' && url.length <= 500 ? pagePathOf(url) : null;
    if (!page) throw new HttpError(400, 'url: адрес страницы сайта');
    if (field !== undefined && (typeof field !== 'string' || !FIELD.test(field))) throw new HttpError(400, 'field: имя поля формы');
    if (built !== null) await checkBuiltForm(built, page, field);
    // Only for a public page: made-up addresses would each get a row of «Воронки форм» in Directus.
    if (hasConsent(req.cookies[CONSENT_COOKIE]) && (await onPublicPage(page))) {
      const experiment = await leadExperiment(url as string, req.cookies);
      countFunnel({
        form: form as string,
        page,
        experiment,
        event: event as 'view' | 'start' | 'leave',
        field: field as string | undefined,
      });
    }
    return res.status(204).end();
  },
  // The CMS could not say whether a built form or page exists: nothing counted, the browser may retry.
  { log: 'Form funnel', message: 'Сервис временно недоступен', retryAfterSeconds: 30 },
);

async function onPublicPage(page: string): Promise<boolean> {
  try {
    return await mayBePage(decodeURIComponent(page));
  } catch {
    return false; // Not a path at all (a broken %-escape).
  }
}

// The route reads the raw body itself: its own size limit and content types (sendBeacon sends a JSON Blob).
export const config = { api: { bodyParser: false } };
