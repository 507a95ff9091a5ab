import type { NextApiRequest, NextApiResponse } from 'next';
import { checkCaptcha, guardRequest, sendError, validated } from '@/lib/leads/handler';
import { payloadSchema } from '@/lib/leads/payload-schema';
import { HASH, extrasOf, requestSubscription, subscribeSchema, unsubscribe } from '@/lib/leads/subscribers';
import { HttpError } from '@/lib/leads/http-error';

/**
 * POST: asks to subscribe (email, target = general, extra fields; accept_rules when the form has the
 * consent box, then recorded as the consent); the address gets a confirmation link.
 * The answer is the same for a new, a pending, an active and an unsubscribed address.
 * GET ?hash=: unsubscribes (the unsubscribe page /subscription/?hash= calls it).
 */
export default async function subscription(req: NextApiRequest, res: NextApiResponse) {
  if (req.method === 'GET') return unsubscribeRoute(req, res);
  try {
    const { ip, body } = await guardRequest(req, res);
    const values = await validated(subscribeSchema, body);
    const extras = extrasOf(body, values.extras);
    const payload = await validated(payloadSchema, body);
    await checkCaptcha(payload, ip);
    await requestSubscription({
      ...values,
      extras,
      payload,
      ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      referer: typeof req.headers.referer === 'string' ? req.headers.referer : null,
    });
    return res.status(200).json({ data: { status: 'pending' } });
  } catch (e) {
    if (e instanceof HttpError) return sendError(res, e);
    console.error(`Subscribe failed: ${(e as Error).message}`);
    res.setHeader('retry-after', '60');
    return res.status(503).json({ error: 'Не удалось отправить запрос на подписку' });
  }
}

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
