// The one way the site reads Directus: typed GraphQL documents, a 10 s time-out, and a result
// value instead of a throw, so each caller decides what a failed read means for its page.
import { GraphQLClient } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { env } from '@/lib/env';

export const CMS_TIMEOUT_MS = 10_000;

export type CmsResult<T> = { ok: true; data: T } | { ok: false; error: Error };

export type ReadAs = 'public' | 'preview';

/**
 * `preview` reads with the site's token, which sees drafts; `public` reads as the public role,
 * which Directus limits to published items.
 */
export async function cmsQuery<TData, TVars extends object>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  readAs: ReadAs = 'public',
): Promise<CmsResult<TData>> {
  const headers: Record<string, string> = {};
  if (readAs === 'preview' && env.DIRECTUS_TOKEN) headers.authorization = `Bearer ${env.DIRECTUS_TOKEN}`;
  const client = new GraphQLClient(`${env.DIRECTUS_URL}/graphql`, { headers, signal: AbortSignal.timeout(CMS_TIMEOUT_MS) });
  try {
    // graphql-request's overloads cannot see that TVars is the document's own variables type.
    const data = await client.request<TData, object>(document, variables);
    return { ok: true, data };
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    console.error(`CMS read failed: ${error.message.split('\n')[0]}`);
    return { ok: false, error };
  }
}
