import type { NextApiRequest, NextApiResponse } from 'next';
import { UUID } from '@/lib/leads/update';
import { journal } from '@/lib/leads/journal';
import { apiRoute } from '@/lib/http/api-route';

/**
 * GET: the state of a lead the visitor sent (its id is a random UUID, known only to them), from the
 * site's journal, which keeps leads for a week after they reached Directus. Only non-personal
 * fields are returned: the id is not a password.
 */
export default apiRoute(['GET'], async function getLead(req: NextApiRequest, res: NextApiResponse) {
  const id = String(req.query.id ?? '');
  if (!UUID.test(id)) return res.status(400).json({ error: 'id заявки — UUID' });
  try {
    const lead = await journal().get(id);
    if (!lead) return res.status(404).json({ error: 'Заявка не найдена' });
    res.setHeader('cache-control', 'no-store');
    return res.status(200).json({
      data: {
        id,
        kind: lead.row.kind,
        date_created: new Date(lead.acceptedAt).toISOString(),
        crm_status: lead.row.crm_status,
        in_cms: lead.delivered,
      },
    });
  } catch (e) {
    console.error(`Lead read failed: ${(e as Error).message}`);
    return res.status(503).json({ error: 'Сервис временно недоступен' });
  }
});
