// A lead form that works as plain HTML, for a visitor whose page scripts did not run (turned off,
// blocked by a proxy or an extension, lost on a flaky network): every lead button is a link to the
// form's own page (pages/forms/[form].tsx), and every form is a `<form method="post">` to its lead
// route, with the lead payload in hidden fields the server sets. The route answers such a post
// with a page (the form again with its messages, or the answer): next.config.mjs sends a browser's
// form post of a lead route to the form page, which runs the same pipeline (lib/leads/route.ts).
import { BASE_PATH } from '@/lib/routing/base-path';
import { UTM_KEYS } from '@/lib/leads/contract';

/** What the server puts into a plain form besides its fields, and what it says of a refused post. */
export type PlainPost = {
  /** Hidden fields: the lead payload, the form's version and step, the submission's key. */
  hidden: Record<string, string>;
  /** The server's message beside each field it refused (the same checks as the form in the browser). */
  errors?: Record<string, string>;
  /** A refusal of the whole submission (another site, too many leads, a failure), in Russian. */
  message?: string;
};

/** The payload's fields a plain form carries hidden (spec §3): the browser's own, lib/leads/client/payload.ts. */
export { fixedPayload } from '@/lib/leads/client/payload';

/** A path within the site (`/archiving/`), or null for anything else (another site, a scheme, a made-up string). */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 500 || !value.startsWith('/') || value.startsWith('//')) return null;
  try {
    const url = new URL(value, 'http://site');
    return url.host === 'site' ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The attribution of a lead sent from the form page: the page of origin (`?from=`), the utm tags of
 * the form page's address, else those of the address the visitor came from (the Referer, when it is
 * that page); the visit's cookies (roistat, Metrika), as the browser's payload reads them.
 */
export function attribution(
  query: Record<string, unknown>,
  referer: string | undefined,
  cookies: Partial<Record<string, string>>,
  siteUrl: string,
  /** The Host the request came to: the site answers under it too (as lib/http/request.ts' same-site check allows). */
  host?: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  const from = sitePath(query.from);
  if (from) out.source_url = `${new URL(siteUrl).origin}${BASE_PATH}${from}`;
  const text = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 500) : null);
  for (const k of UTM_KEYS) {
    const v = text(query[k]);
    if (v) out[k] = v;
  }
  if (!UTM_KEYS.some((k) => out[k]) && referer && from) {
    try {
      const came = new URL(referer);
      const ours = came.host === new URL(siteUrl).host || came.host === host;
      if (ours && came.pathname === `${BASE_PATH}${from}`)
        for (const k of UTM_KEYS) {
          const v = text(came.searchParams.get(k));
          if (v) out[k] = v;
        }
    } catch {
      // Not an address: no tags from it.
    }
  }
  const roistat = text(cookies.roistat_visit);
  const ym = text(cookies._ym_uid);
  if (roistat) out.roistat = roistat;
  if (ym) out.ym_client_id = ym;
  return out;
}

/** The page of origin and utm tags the form page set: what the browser's payload sends instead of the form page's own address, once its scripts run there. */
export const pageAttribution = (plain?: PlainPost): Record<string, string> =>
  Object.fromEntries(Object.entries(plain?.hidden ?? {}).filter(([k]) => k === 'source_url' || k.startsWith('utm_')));
