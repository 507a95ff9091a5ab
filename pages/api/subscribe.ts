import type { NextApiRequest, NextApiResponse } from 'next';
import { HASH, unsubscribe } from '@/lib/leads/subscribers';
import { submitSubscription } from '@/lib/leads/route';
import { apiRoute, type ApiAnswer } from '@/lib/http/api-route';
import type { SubscriptionReceipt } from '@/lib/leads/contract';

/**
 * POST: asks to subscribe (email, target = general, extra fields; accept_rules when the form has the
 * consent box, then recorded as the consent); the address gets a confirmation link.
 * The answer is the same for a new, a pending, an active and an unsubscribed address.
 * GET ?hash=: unsubscribes (the unsubscribe page /subscription/?hash= calls it).
 */
const SUBSCRIBE_FAILURE = { log: 'Subscribe failed', message: 'Не удалось отправить запрос на подписку', retryAfterSeconds: 60 };

export default apiRoute(
  ['GET', 'POST'],
  async function subscription(req: NextApiRequest, res: NextApiResponse) {
    if (req.method === 'GET') return unsubscribeRoute(req, res);
    await submitSubscription(req, res);
    return res.status(200).json({ data: { status: 'pending' } } satisfies ApiAnswer<SubscriptionReceipt>);
  },
  SUBSCRIBE_FAILURE,
);

async function unsubscribeRoute(req: NextApiRequest, res: NextApiResponse) {
  const hash = typeof req.query.hash === 'string' ? req.query.hash : '';
  if (!HASH.test(hash)) return res.status(400).json({ error: 'Не удалось отписаться: неверная ссылка' });
  try {
    if (!(await unsubscribe(hash))) return res.status(404).json({ error: 'Не удалось отписаться' });
    return res.status(200).json({ data: { status: 'unsubscribed' } });
  } catch (e) {
    console.error(`Unsubscribe failed: ${(e as Error).message}`);
    res.setHeader('retry-after', '60');
    return res.status(503).json({ error: 'Не удалось отписаться' });
  }
}

export const config = { api: { bodyParser: false } };
