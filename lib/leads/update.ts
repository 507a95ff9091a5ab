// Later additions to an accepted lead: only the form's own fields, checked by the same rules, and
// only by whoever holds the update token returned with the lead. The change is journaled (so it
// works while Directus is down) and the drain applies it in Directus, where a CRM that already has
// the lead gets it again as a new revision.
import * as yup from 'yup';
import { companySize, phone, text } from '@/lib/forms/rules';
import { UpdateLeadFieldsDocument } from '@/schema/generated/graphql';
import { cmsCall } from '@/lib/cms/write';
import { crmEnabled, deliverNow } from './crm';
import { journal, type LeadRow } from './journal';

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

/** False when the journal has no such lead. */
export async function updateLeadFields(id: string, fields: Fields): Promise<boolean> {
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return journal().addUpdate(id, given);
}

/** Writes the lead's merged fields to Directus as `revision` and queues it for the CRM again. */
export async function applyUpdate(id: string, row: LeadRow, revision: number): Promise<void> {
  // `partial: false` is not a field: the last step of a built form completes its lead (lib/forms/form-route.ts).
  const { partial, ...fields } = row.fields as Record<string, unknown>;
  const str = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string) : undefined);
  await cmsCall(UpdateLeadFieldsDocument, {
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
