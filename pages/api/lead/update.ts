import type { NextApiRequest, NextApiResponse } from 'next';
import { guardRequest, sendError, validated } from '@/lib/leads/handler';
import { updateLeadFields, updateSchema } from '@/lib/leads/update';

/** POST { id, ...fields }: adds or corrects fields of a stored lead (e.g. the position asked after a trial). */
export default async function update(req: NextApiRequest, res: NextApiResponse) {
  try {
    const { body } = await guardRequest(req, res);
    const { id, ...fields } = await validated(updateSchema, body);
    const found = await updateLeadFields(id, fields);
    if (!found) return res.status(404).json({ error: 'Заявка не найдена' });
    return res.status(200).json({ data: { id } });
  } catch (e) {
    return sendError(res, e);
  }
}

export const config = { api: { bodyParser: false } };
