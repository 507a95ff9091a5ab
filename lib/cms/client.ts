// The one way the site reads Directus: typed GraphQL documents, a 10 s time-out, and a result
// value instead of a throw, so each caller decides what a failed read means for its page.
import { GraphQLClient } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { env } from '@/lib/env';

export const CMS_TIMEOUT_MS = 10_000;
/** After Directus could not be reached, reads fail at once for this long instead of each waiting. */
export const OUTAGE_PAUSE_MS = 5_000;

export type CmsResult<T> = { ok: true; data: T } | { ok: false; error: Error };

/**
 * A read the page needs failed: pages/_error.tsx answers 503 with Retry-After, and Next keeps
 * serving the last good version of a page it already has. Matched by name, not by class: Next
 * bundles pages separately, so the class is not one object everywhere.
 */
export class CmsUnavailableError extends Error {
  name = 'CmsUnavailableError';
}

/** Until when Directus counts as down; kept on globalThis so that every bundle of the process sees it. */
const outage = ((globalThis as { __cmsOutage?: { until: number } }).__cmsOutage ??= { until: 0 });

/** No answer at all (refused, reset, timed out), as opposed to an answer with an error in it. */
const unreachable = (e: unknown) =>
  e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError' || e.message.includes('fetch failed'));

export type ReadAs = 'public' | 'preview';

/**
 * `public` reads with the published-read token (Directus limits it to published items; the public
 * role itself reads nothing but files); `preview` with the preview token, which also sees drafts
 * and content versions.
 */
export async function cmsQuery<TData, TVars extends object>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  readAs: ReadAs = 'public',
): Promise<CmsResult<TData>> {
  if (Date.now() < outage.until) return { ok: false, error: new CmsUnavailableError('The CMS was unreachable a moment ago') };
  const token = readAs === 'preview' ? env.DIRECTUS_PREVIEW_TOKEN : env.DIRECTUS_TOKEN;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const client = new GraphQLClient(`${env.DIRECTUS_URL}/graphql`, { headers, signal: AbortSignal.timeout(CMS_TIMEOUT_MS) });
  try {
    // graphql-request's overloads cannot see that TVars is the document's own variables type.
    const data = await client.request<TData, object>(document, variables);
    return { ok: true, data };
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    console.error(`CMS read failed: ${error.message.split('\n')[0]}`);
    if (!unreachable(e)) return { ok: false, error };
    outage.until = Date.now() + OUTAGE_PAUSE_MS;
    return { ok: false, error: new CmsUnavailableError(`The CMS is unreachable: ${error.message}`) };
  }
}
