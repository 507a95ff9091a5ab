// Directus calls of the lead pipeline (leads, subscribers, CRM delivery) and the company registry's
// suggestions, over the one client (./client.ts), with the two tokens of the lead jobs. Unlike page
// reads, a call tells the caller why it failed (a CmsError): a unique-key conflict means "already
// stored", a refusal "never storable", anything else "not stored yet".
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { cmsCall as call, cmsRest, CmsError } from './client';
import type { LeadFile } from '@/lib/leads/journal/types';
import { LEAD_FILES_FOLDER } from '@/lib/leads/lead-files.mjs';

/**
 * `write`: the lead-write token, which stores leads and subscribers but reads no personal data of
 * leads; `deliver`: the lead-delivery token, which reads a stored lead to forward it to the CRM.
 */
export type LeadAccess = 'write' | 'deliver';

/** The client's `cmsCall` with a lead job's token (named apart, so that one name has one signature). */
export const leadCall = <TData, TVars extends object>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  access: LeadAccess = 'write',
): Promise<TData> => call(document, variables, access === 'deliver' ? 'leadDelivery' : 'leadWrite');

export const isUniqueConflict = (e: unknown) => e instanceof CmsError && e.code === 'RECORD_NOT_UNIQUE';

/** Directus refused the data itself (invalid, a conflict): 401/403/5xx and time-outs are outages, not refusals. */
export const isRefusal = (e: unknown) => e instanceof CmsError && e.kind === 'validation';

/** Creates leads in one request (one transaction: all or none). */
export async function createLeads(rows: readonly object[]): Promise<void> {
  await cmsRest('POST', '/items/leads?fields=id', { access: 'leadWrite', body: rows });
}

/** Which of these lead ids Directus already has (reads `leads.id` only). */
export async function existingLeadIds(ids: readonly string[]): Promise<Set<string>> {
  const query = new URLSearchParams({ 'filter[id][_in]': ids.join(','), fields: 'id', limit: '-1' });
  const found = await cmsRest<{ id: string }[]>('GET', `/items/leads?${query}`, { access: 'leadWrite' });
  return new Set(found.map((r) => r.id));
}

/** Whether Directus has this file of a lead (the lead-write token reads the ids of the lead folder only). */
async function leadFileExists(id: string): Promise<boolean> {
  const query = new URLSearchParams({ 'filter[id][_eq]': id, fields: 'id', limit: '1' });
  const found = await cmsRest<{ id: string }[]>('GET', `/files?${query}`, { access: 'leadWrite' });
  return found.length > 0;
}

/**
 * Uploads a lead's file into the folder of lead files under the id the journal chose. Idempotent: a
 * second upload (a drain that crashed after the first, or another instance's drain) meets the first
 * by its id and changes nothing. Throws a refusal for a file Directus will not take.
 */
export async function uploadLeadFile(f: LeadFile): Promise<void> {
  const form = new FormData();
  // Directus reads the fields before the file: the file's id and folder come first.
  form.set('id', f.id);
  form.set('folder', LEAD_FILES_FOLDER);
  form.set('title', f.name);
  form.set('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  try {
    await cmsRest('POST', '/files?fields=id', { access: 'leadWrite', body: form });
  } catch (e) {
    if (isRefusal(e) && (await leadFileExists(f.id))) return;
    throw e;
  }
}

/**
 * Links uploaded files to a lead already in Directus (a later step's «Файл» fields). Idempotent: the
 * links the lead has are read first (the lead-write token reads the junction's ids only) and only the
 * missing ones are created, so an update applied again (a crash before it was noted applied) links
 * each file once. A shared journal hands an update to one drain at a time (journal/postgres.ts).
 */
export async function linkLeadFiles(leadId: string, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const query = new URLSearchParams({
    'filter[leads_id][_eq]': leadId,
    'filter[directus_files_id][_in]': fileIds.join(','),
    fields: 'directus_files_id',
    limit: '-1',
  });
  const linked = await cmsRest<{ directus_files_id: string }[]>('GET', `/items/leads_files?${query}`, { access: 'leadWrite' });
  const have = new Set(linked.map((l) => l.directus_files_id));
  const missing = fileIds.filter((id) => !have.has(id));
  if (missing.length)
    await cmsRest('POST', '/items/leads_files?fields=id', {
      access: 'leadWrite',
      body: missing.map((id) => ({ leads_id: leadId, directus_files_id: id })),
    });
}
