// The lead payload every submission carries (spec section 3), built in the browser.
import { parse } from 'cookie';
import { RECAPTCHA_VERSION } from '@/lib/captcha/config';
import { readUtm } from './utm';

export const PRODUCT = 'ECM';
/** Fixed source of leads from this site, as the CRM knows it. */
export const SOURCE = 'site_ecm';
export const DEFAULT_SOURCE_DEAL = 'ecm_site';
export const DEFAULT_PIPELINE = 'ecm';
/** The trial platform's address (the spec's zone_url). */
export const ZONE_URL = process.env.NEXT_PUBLIC_ZONE_URL ?? 'https://elma365.com/ru/';

const cookie = (name: string) => parse(document.cookie)[name];

export type PayloadOptions = { sourceDeal?: string | null; pipeline?: string | null; target?: string | null };

export function leadPayload(o: PayloadOptions = {}): Record<string, string> {
  const payload: Record<string, string | undefined> = {
    roistat: cookie('roistat_visit'),
    source_url: `${window.location.origin}${window.location.pathname}`,
    lang: document.documentElement.lang || 'ru',
    product: PRODUCT,
    source: SOURCE,
    recaptcha_type: `v${RECAPTCHA_VERSION}`,
    zone_url: ZONE_URL,
    source_deal: o.sourceDeal || DEFAULT_SOURCE_DEAL,
    qbpm_pipeline: o.pipeline || DEFAULT_PIPELINE,
    ym_client_id: cookie('_ym_uid'),
    target: o.target ?? undefined,
    ...readUtm(),
  };
  return Object.fromEntries(Object.entries(payload).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}
