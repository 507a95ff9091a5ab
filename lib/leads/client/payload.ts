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

export function leadPayload(o: PayloadOptions = {}): ClientPayload {
  const payload: ClientPayload = {
    roistat: cookie('roistat_visit'),
    source_url: `${window.location.origin}${window.location.pathname}`,
    lang: document.documentElement.lang || 'ru',
    product: CONTENT_PRODUCT,
    source: SOURCE,
    recaptcha_type: `v${RECAPTCHA_VERSION}`,
    zone_url: ZONE_URL,
    source_deal: o.sourceDeal || DEFAULT_SOURCE_DEAL,
    qbpm_pipeline: o.pipeline || DEFAULT_PIPELINE,
    ym_client_id: cookie('_ym_uid'),
    target: o.target ?? undefined,
    ...readUtm(),
  };
  // Fields without a value are left out rather than sent empty.
  for (const [name, value] of Object.entries(payload)) if (value === undefined || value === '') delete payload[name as keyof ClientPayload];
  return payload;
}
