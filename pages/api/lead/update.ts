import type { NextApiRequest, NextApiResponse } from 'next';
import { guardRequest, LEAD_FAILURE, validated } from '@/lib/leads/handler';
import { updateLeadFields, updateSchema } from '@/lib/leads/update';
import { checkUpdateToken } from '@/lib/leads/update-token';
import { apiRoute } from '@/lib/http/api-route';
import { HttpError } from '@/lib/http/http-error';

/**
 * POST { id, token, ...fields }: adds or corrects fields of a lead (e.g. the position asked after a
 * trial). `token` is the update_token the lead's own answer carried; it is valid for a day.
 */
export default apiRoute(
  ['POST'],
  async function update(req: NextApiRequest, res: NextApiResponse) {
    const { body } = await guardRequest(req, res);
    const { id, token, ...fields } = await validated(updateSchema, body);
    const check = checkUpdateToken(id, token);
    if (check === 'expired') throw new HttpError(403, 'Срок, в который заявку можно дополнить, истёк');
    if (check === 'invalid') throw new HttpError(403, 'Неверный ключ заявки');
    if (!(await updateLeadFields(id, fields))) throw new HttpError(404, 'Заявка не найдена');
    return res.status(200).json({ data: { id } });
  },
  LEAD_FAILURE,
);

export const config = { api: { bodyParser: false } };
