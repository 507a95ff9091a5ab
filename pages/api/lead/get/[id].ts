import type { NextApiRequest, NextApiResponse } from 'next';
import { UUID, findLead } from '@/lib/leads/update';

/**
 * GET: the state of a lead the visitor sent (its id is a random UUID, known only to them). Only
 * non-personal fields are returned: the id is not a password.
 */
export default async function getLead(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('allow', 'GET');
    return res.status(405).json({ error: 'Используйте GET' });
  }
  const id = String(req.query.id ?? '');
  if (!UUID.test(id)) return res.status(400).json({ error: 'id заявки — UUID' });
  try {
    const lead = await findLead(id);
    if (!lead) return res.status(404).json({ error: 'Заявка не найдена' });
    res.setHeader('cache-control', 'no-store');
    return res.status(200).json({ data: { id: lead.id, kind: lead.kind, date_created: lead.date_created, crm_status: lead.crm_status } });
  } catch (e) {
    console.error(`Lead read failed: ${(e as Error).message}`);
    return res.status(503).json({ error: 'Сервис временно недоступен' });
  }
}
