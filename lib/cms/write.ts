// Directus calls of the site's server outside page reads: the lead pipeline's writes (leads,
// subscribers, CRM delivery) and the company registry's suggestions, with the two tokens of the
// lead jobs (see `LeadAccess`). Unlike page reads, a call must tell the caller why it failed: a
// unique-key conflict means "already stored", anything else means "not stored".
import { ClientError, GraphQLClient } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { env } from '@/lib/env';
import { CMS_TIMEOUT_MS } from '@/lib/cms/client';

export class CmsWriteError extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
    /** The HTTP status of a REST call, when Directus answered. */
    readonly status?: number,
    /** The field a RECORD_NOT_UNIQUE conflict is on. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * `write`: the lead-write token, which stores leads and subscribers but reads no personal data of
 * leads; `deliver`: the lead-delivery token, which reads a stored lead to forward it to the CRM.
 */
export type LeadAccess = 'write' | 'deliver';

const token = (access: LeadAccess) => (access === 'deliver' ? env.DIRECTUS_LEAD_DELIVERY_TOKEN : env.DIRECTUS_LEADS_TOKEN);

export async function cmsCall<TData, TVars extends object>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  access: LeadAccess = 'write',
): Promise<TData> {
  const client = new GraphQLClient(`${env.DIRECTUS_URL}/graphql`, {
    headers: { authorization: `Bearer ${token(access)}` },
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

/** Directus refused the data itself (invalid, a conflict): 401/403/5xx and time-outs are outages, not refusals. */
export const isRefusal = (e: unknown) => e instanceof CmsWriteError && e.status === 400;

type RestError = { errors?: { message?: string; extensions?: { code?: string; field?: string } }[] };

async function rest<T>(method: string, path: string, body?: unknown): Promise<T> {
  let r: Response;
  try {
    r = await fetch(`${env.DIRECTUS_URL}${path}`, {
      method,
      headers: { authorization: `Bearer ${token('write')}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
  } catch (e) {
    throw new CmsWriteError('UNREACHABLE', `CMS unreachable: ${(e as Error).message}`);
  }
  const text = await r.text().catch(() => '');
  if (!r.ok) {
    let first: NonNullable<RestError['errors']>[number] | undefined;
    try {
      first = (JSON.parse(text) as RestError).errors?.[0];
    } catch {
      /* not JSON: a proxy's or a crash page */
    }
    throw new CmsWriteError(
      first?.extensions?.code,
      `CMS ${r.status}: ${first?.message ?? text.slice(0, 200)}`,
      r.status,
      first?.extensions?.field,
    );
  }
  return (text ? (JSON.parse(text) as { data: T }).data : null) as T;
}

/** Creates leads in one request (one transaction: all or none). */
export async function createLeads(rows: readonly object[]): Promise<void> {
  await rest('POST', '/items/leads?fields=id', rows);
}

/** Which of these lead ids Directus already has (reads `leads.id` only). */
export async function existingLeadIds(ids: readonly string[]): Promise<Set<string>> {
  const query = new URLSearchParams({ 'filter[id][_in]': ids.join(','), fields: 'id', limit: '-1' });
  const found = await rest<{ id: string }[]>('GET', `/items/leads?${query}`);
  return new Set(found.map((r) => r.id));
}
