// Later additions to an accepted lead: only the form's own fields, checked by the same rules, and
// only by whoever holds the update token returned with the lead. The change is journaled (so it
// works while Directus is down) and the drain applies it in Directus, where a CRM that already has
// the lead gets it again as a new revision.
import * as yup from 'yup';
import { companySize, phone, text } from '@/lib/forms/rules';
import { UpdateLeadFieldsDocument } from '@/schema/generated/graphql';
import { leadCall, linkLeadFiles } from '@/lib/cms/write';
import { crmEnabled, deliverNow } from './crm';
import { journal, type LeadRow } from './journal';
import type { LeadFile } from './journal/types';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const updateSchema = yup.object({
  id: yup.string().required('Нужен id заявки').matches(UUID, 'id заявки — UUID'),
  token: yup.string().required('Нужен ключ заявки').max(200),
  fio: text().optional(),
  phone: phone().optional(),
  company: text().optional(),
  position: text().optional(),
  company_size: companySize().optional(),
  comment: text(2000).optional(),
});

type Fields = Omit<yup.InferType<typeof updateSchema>, 'id' | 'token'>;

/**
 * False when the journal has no such lead. `files` (a later step of a built form): journaled with the
 * update in one transaction, each named by its field's value (`{ file: id, … }`, lib/forms/form-route.ts).
 */
export async function updateLeadFields(id: string, fields: Fields, files: readonly LeadFile[] = []): Promise<boolean> {
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return journal().addUpdate(id, given, files);
}

/** The ids of the files an update's fields name: a «Файл» field's value is `{ file: id, name, type, size }`. */
export function updateFileIds(fields: Record<string, unknown>): string[] {
  return Object.values(fields).flatMap((v) =>
    typeof v === 'object' && v !== null && typeof (v as { file?: unknown }).file === 'string' && UUID.test((v as { file: string }).file)
      ? [(v as { file: string }).file]
      : [],
  );
}

/**
 * Writes the lead's merged fields to Directus as `revision` and queues it for the CRM again. The
 * files this update adds (already uploaded by the drain) are linked to the lead first, once each.
 */
export async function applyUpdate(id: string, row: LeadRow, revision: number, fileIds: readonly string[] = []): Promise<void> {
  await linkLeadFiles(id, fileIds);
  // `partial: false` is not a field: the last step of a built form completes its lead (lib/forms/form-route.ts).
  const { partial, ...fields } = row.fields as Record<string, unknown>;
  const str = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string) : undefined);
  await leadCall(UpdateLeadFieldsDocument, {
    id,
    fields,
    fio: str('fio'),
    phone: str('phone'),
    company: str('company'),
    revision,
    partial: partial === false ? false : undefined,
    // A lead held for spam review stays held: its release (cms/extensions/lead-review) sends it with these fields.
    crm_status: row.crm_status === 'off' || row.crm_status === 'held' || !crmEnabled() ? undefined : 'pending',
    crm_next_attempt_at: crmEnabled() ? new Date().toISOString() : undefined,
  });
  await deliverNow(id);
}
