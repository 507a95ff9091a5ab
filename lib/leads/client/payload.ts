// The lead payload every submission carries (spec section 3), built in the browser. Its fields and
// types are the payload schema's, which the route checks it against.
import { parse } from 'cookie';
import { RECAPTCHA_VERSION } from '@/lib/captcha/config';
import { CONTENT_PRODUCT } from '@/lib/content/config';
import type { LeadPayload } from '../payload-schema';
import { readUtm } from './utm';

/** Fixed source of leads from this site, as the CRM knows it. */
export const SOURCE = 'site_ecm';
export const DEFAULT_SOURCE_DEAL = 'ecm_site';
export const DEFAULT_PIPELINE = 'ecm';
/** The trial platform's address (the spec's zone_url). */
export const ZONE_URL = process.env.NEXT_PUBLIC_ZONE_URL ?? 'https://elma365.com/ru/';

/** What the browser fills in; the captcha token is added per try (send.ts), the company with the form's fields. */
export type ClientPayload = Omit<LeadPayload, 'recaptcha_response_v3' | 'da_data'>;

const cookie = (name: string) => parse(document.cookie)[name];

export type PayloadOptions = { sourceDeal?: string | null; pipeline?: string | null; target?: string | null };

/**
 * The payload's fields that are the same on every page (spec §3), the browser's and a plain form's
 * alike: a form in a cached page's HTML carries them as hidden fields (lib/forms/plain-post.ts), the
 * page of origin and its utm tags coming from the form page's address or the Referer there.
 */
export function fixedPayload(o: PayloadOptions = {}) {
  const fields = {
    lang: 'ru',
    product: CONTENT_PRODUCT,
    source: SOURCE,
    recaptcha_type: `v${RECAPTCHA_VERSION}`,
    zone_url: ZONE_URL,
    source_deal: o.sourceDeal || DEFAULT_SOURCE_DEAL,
    qbpm_pipeline: o.pipeline || DEFAULT_PIPELINE,
  };
  return o.target ? { ...fields, target: o.target } : fields;
}

/** The whole payload, in the browser: the fixed fields, the page, the visit's cookies and utm tags. */
export function leadPayload(o: PayloadOptions = {}): ClientPayload {
  const payload: ClientPayload = {
    ...fixedPayload(o),
    roistat: cookie('roistat_visit'),
    source_url: `${window.location.origin}${window.location.pathname}`,
    lang: document.documentElement.lang || 'ru',
    ym_client_id: cookie('_ym_uid'),
    ...readUtm(),
  };
  // Fields without a value are left out rather than sent empty.
  for (const [name, value] of Object.entries(payload)) if (value === undefined || value === '') delete payload[name as keyof ClientPayload];
  return payload;
}
