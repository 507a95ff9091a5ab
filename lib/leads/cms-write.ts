// Typed GraphQL calls with the site's token that, unlike page reads, must tell the caller why
// they failed: a unique-key conflict means "already stored", anything else means "not stored".
import { ClientError, GraphQLClient } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { env } from '@/lib/env';
import { CMS_TIMEOUT_MS } from '@/lib/cms/client';

export class CmsWriteError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export async function cmsCall<TData, TVars extends object>(document: TypedDocumentNode<TData, TVars>, variables: TVars): Promise<TData> {
  const client = new GraphQLClient(`${env.DIRECTUS_URL}/graphql`, {
    headers: { authorization: `Bearer ${env.DIRECTUS_TOKEN}` },
    signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
  });
  try {
    // graphql-request's overloads cannot see that TVars is the document's own variables type.
    return await client.request<TData, object>(document, variables);
  } catch (e) {
    if (e instanceof ClientError) {
      const first = e.response.errors?.[0];
      const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
      throw new CmsWriteError(code, `CMS: ${first?.message ?? e.message.split('\n')[0]}`);
    }
    throw new CmsWriteError('UNREACHABLE', `CMS unreachable: ${(e as Error).message.split('\n')[0]}`);
  }
}

export const isUniqueConflict = (e: unknown) => e instanceof CmsWriteError && e.code === 'RECORD_NOT_UNIQUE';
