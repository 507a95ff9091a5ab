// Later additions to a stored lead: only the form's own fields, checked by the same rules.
import * as yup from 'yup';
import { companySize, phone, text } from '@/lib/forms/rules';
import { LeadByIdDocument, UpdateLeadFieldsDocument } from '@/schema/generated/graphql';
import { CmsWriteError, cmsCall } from './cms-write';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const updateSchema = yup.object({
  id: yup.string().required('Нужен id заявки').matches(UUID, 'id заявки — UUID'),
  fio: text().optional(),
  phone: phone().optional(),
  company: text().optional(),
  position: text().optional(),
  company_size: companySize().optional(),
  comment: text(2000).optional(),
});

type Fields = Omit<yup.InferType<typeof updateSchema>, 'id'>;

/** A lead by id, or null. Directus answers FORBIDDEN for a missing item (so as not to reveal what exists). */
export async function findLead(id: string) {
  try {
    return (await cmsCall(LeadByIdDocument, { id })).leads_by_id;
  } catch (e) {
    if (e instanceof CmsWriteError && e.code === 'FORBIDDEN') return null;
    throw e;
  }
}

/** False when there is no such lead. */
export async function updateLeadFields(id: string, fields: Fields): Promise<boolean> {
  const lead = await findLead(id);
  if (!lead) return false;
  const given = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const previous = lead.fields && typeof lead.fields === 'object' ? lead.fields : {};
  // Unset columns stay as they were: Directus leaves out variables that are not given.
  await cmsCall(UpdateLeadFieldsDocument, {
    id,
    fields: { ...previous, ...given },
    fio: fields.fio,
    phone: fields.phone,
    company: fields.company,
  });
  return true;
}
