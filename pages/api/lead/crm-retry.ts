import type { NextApiRequest, NextApiResponse } from 'next';
import { deliverDue } from '@/lib/leads/crm';
import { apiRoute } from '@/lib/http/api-route';
import { assertFlowSecret } from '@/lib/http/flow-secret';

/**
 * POST: sends every lead whose CRM delivery is due. Called every minute by the Directus flow
 * «Повторить отправку заявок в CRM», with the secret Directus flows use to call the site.
 */
export default apiRoute(
  ['POST'],
  async function crmRetry(req: NextApiRequest, res: NextApiResponse) {
    assertFlowSecret(req);
    return res.status(200).json({ data: await deliverDue() });
  },
  { log: 'CRM retry run failed', message: 'CMS unavailable, leads stay pending', retryAfterSeconds: 60 },
);
