// The one way the site's server reaches Directus: page reads, the lead pipeline's writes, the
// revalidation lookups, the A/B tests' counts and the files all go through `cmsFetch` below, so the
// token of each caller, the queue, the time-out, the outage pause and the sorting of failures live
// here once.
// ESLint (eslint.config.mjs) keeps Directus' address and @directus/sdk out of every
// other module of lib/ and pages/.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import pLimit from 'p-limit';
import { env } from '@/lib/env';
import { trace, tracing } from '@/lib/revalidate/trace';
import { CMS_TIMEOUT_MS, OUTAGE_PAUSE_MS } from './outage';
import { answerError, CmsError, type DirectusErrors } from './cms-error.mjs';

export { CMS_TIMEOUT_MS, OUTAGE_PAUSE_MS, OUTAGE_RETRY_AFTER_SECONDS } from './outage';
export { CmsError, type CmsErrorKind } from './cms-error.mjs';

/**
 * Whose token a call carries, least privilege per caller: each token's purpose is named here, once
 * (its policy: cms/state/access.mjs, collections/<name>/state.mjs; its setting: lib/env.ts).
 */
const TOKENS = {
  /** DIRECTUS_TOKEN: published items only, for visitors' pages (the public role itself reads nothing but files). */
  public: () => env.DIRECTUS_TOKEN,
  /** DIRECTUS_PREVIEW_TOKEN: drafts and content versions too, for the preview. */
  preview: () => env.DIRECTUS_PREVIEW_TOKEN,
  /** DIRECTUS_LEADS_TOKEN: stores leads and subscribers, reads no personal data of leads. */
  leadWrite: () => env.DIRECTUS_LEADS_TOKEN,
  /** DIRECTUS_LEAD_DELIVERY_TOKEN: reads a stored lead, personal data included, to forward it to the CRM or show it back by its id. */
  leadDelivery: () => env.DIRECTUS_LEAD_DELIVERY_TOKEN,
  /** DIRECTUS_REVALIDATE_TOKEN: reads any collection and the revisions, to work out which pages a change affects. */
  revalidate: () => env.DIRECTUS_REVALIDATE_TOKEN,
  /** DIRECTUS_EXPERIMENTS_TOKEN: the A/B tests' visits, counts, results and winners. */
  experiments: () => env.DIRECTUS_EXPERIMENTS_TOKEN,
  /** No token: Directus' own health. */
  anonymous: () => '',
} satisfies Record<string, () => string>;

/** Whose token a call carries (`TOKENS`). */
export type CmsAccess = keyof typeof TOKENS;

/**
 * A read the page needs failed: pages/_error.tsx answers 503 with Retry-After, and Next keeps
 * serving the last good version of a page it already has. Matched by name, not by class: Next
 * bundles pages separately, so the class is not one object everywhere.
 */
export class CmsUnavailableError extends Error {
  name = 'CmsUnavailableError';
}

/**
 * Requests in flight to Directus from this process at most; the others wait their turn here, and
 * their time-out starts when they are sent. A burst of renders (every page marked stale and then
 * asked for at once, by a crawler or a CDN) otherwise sent Directus hundreds of requests together:
 * on a busy machine some waited past the time-out, and the instance answered 503 for pages Directus
 * would have served a moment later.
 */
export const CMS_CONCURRENCY = 8;

/**
 * Until when Directus counts as down, and when it last answered; on globalThis so that every bundle
 * of the process sees it, lib/shared/every-page-mark.mjs too (`until`).
 */
const outage = ((globalThis as { __cmsOutage?: { until: number; answeredAt?: number } }).__cmsOutage ??= { until: 0, answeredAt: 0 });
/** The process' one queue of requests to Directus. */
const queue = ((globalThis as { __cmsQueue?: pLimit.Limit }).__cmsQueue ??= pLimit(CMS_CONCURRENCY));

/**
 * No answer at all, as opposed to an answer with an error in it: refused or reset, or timed out while
 * Directus answered nobody else either. A request that timed out while others got their answers
 * found Directus slow, not down: it fails alone, and the others are not paused.
 */
const unreachable = (e: unknown, sentAt: number) =>
  e instanceof Error &&
  (e.message.includes('fetch failed') || ((e.name === 'TimeoutError' || e.name === 'AbortError') && (outage.answeredAt ?? 0) < sentAt));

type SendOptions = { access: CmsAccess; method?: string; body?: unknown; headers?: Record<string, string> };

/** A request as the trace names it: a GraphQL operation's name, or the REST path without its query. */
const requestName = (path: string, body: unknown) =>
  (path === '/graphql' && /(?:query|mutation)\s+(\w+)/.exec((body as { query?: string } | undefined)?.query ?? '')?.[1]) ||
  path.split('?')[0];

/** A body sent as it is (multipart: fetch sets the content type with its boundary), not as JSON. */
const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

/**
 * Directus' answer to `path` (`/items/leads?…`), sent once fewer than CMS_CONCURRENCY requests are
 * in flight: throws a `network` CmsError when there is none, and for OUTAGE_PAUSE_MS after that
 * without asking.
 */
export function cmsFetch(path: string, options: SendOptions): Promise<Response> {
  return queue(() => send(path, options));
}

async function send(path: string, { access, method = 'GET', body, headers = {} }: SendOptions): Promise<Response> {
  if (Date.now() < outage.until) throw new CmsError('network', 'The CMS was unreachable a moment ago');
  const token = TOKENS[access]();
  const start = performance.now();
  const sentAt = Date.now();
  try {
    const r = await fetch(`${env.DIRECTUS_URL}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined || isFormData(body) ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isFormData(body) ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    outage.answeredAt = Date.now();
    if (tracing()) trace(`cms ${method} ${requestName(path, body)} ${r.status} (${(performance.now() - start).toFixed(0)} ms)`);
    return r;
  } catch (e) {
    // Only no answer at all pauses the calls: a request fetch itself refuses (a bad header) is not an outage.
    if (unreachable(e, sentAt)) outage.until = Date.now() + OUTAGE_PAUSE_MS;
    throw new CmsError('network', `The CMS is unreachable: ${(e as Error).message.split('\n')[0]}`, { cause: e });
  }
}

/** The JSON of an answer, or null when it has none (empty, or a proxy's or a crash page). */
async function json<T>(r: Response): Promise<(T & DirectusErrors) | null> {
  const text = await r.text().catch(() => '');
  try {
    return text ? (JSON.parse(text) as T & DirectusErrors) : null;
  } catch {
    return null;
  }
}

/** A REST call (`/items/…`, `/revisions`, aggregates): its `data`, or a thrown CmsError. */
export async function cmsRest<T>(method: string, path: string, options: { access: CmsAccess; body?: unknown }): Promise<T> {
  const r = await cmsFetch(path, { ...options, method });
  const body = await json<{ data: T }>(r);
  if (!r.ok) throw answerError(r, body, `${method} ${path.split('?')[0]}`, 'rest');
  return (body?.data ?? null) as T;
}

const printed = new WeakMap<object, string>();

/** A typed GraphQL document with its variables: its data, or a thrown CmsError. */
export async function cmsCall<TData, TVars extends object>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  access: CmsAccess,
): Promise<TData> {
  let query = printed.get(document);
  if (query === undefined) printed.set(document, (query = print(document)));
  const r = await cmsFetch('/graphql', { access, method: 'POST', body: { query, variables } });
  const body = await json<{ data?: TData }>(r);
  if (!r.ok || body?.errors?.length || !body?.data) throw answerError(r, body, 'GraphQL', 'graphql');
  return body.data;
}

export type CmsResult<T> = { ok: true; data: T } | { ok: false; error: CmsError };

export type ReadAs = 'public' | 'preview';

/**
 * A page read: `cmsCall` as a result value instead of a throw, so each caller decides what a failed
 * read means for its page (pages/_error.tsx answers a `network` failure with 503 and Retry-After).
 */
export async function cmsQuery<TData, TVars extends object>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  readAs: ReadAs = 'public',
): Promise<CmsResult<TData>> {
  try {
    return { ok: true, data: await cmsCall(document, variables, readAs) };
  } catch (e) {
    const error = e instanceof CmsError ? e : new CmsError('http', String(e), { cause: e });
    console.error(`CMS read failed: ${error.message.split('\n')[0]}`);
    return { ok: false, error };
  }
}
