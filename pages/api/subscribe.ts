import type { NextApiRequest, NextApiResponse } from 'next';
import { guardRequest, sendError, validated } from '@/lib/leads/handler';
import { payloadSchema } from '@/lib/leads/payload-schema';
import { HASH, subscribe, subscribeSchema, unsubscribe } from '@/lib/leads/subscribers';
import { verifyCaptcha } from '@/lib/captcha/verify';
import { HttpError } from '@/lib/leads/http-error';

/** POST: subscribe (email, target = general, extras). GET ?hash=: unsubscribe. */
export default async function subscription(req: NextApiRequest, res: NextApiResponse) {
  if (req.method === 'GET') return unsubscribeRoute(req, res);
  try {
    const { ip, body } = await guardRequest(req, res);
    const values = await validated(subscribeSchema, body);
    const payload = await validated(payloadSchema, body);
    const captcha = await verifyCaptcha(payload.recaptcha_response_v3, ip);
    if (!captcha.ok) throw new HttpError(403, `Проверка reCAPTCHA не пройдена (${captcha.reason})`);
    const { created } = await subscribe({
      ...values,
      payload,
      ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      referer: typeof req.headers.referer === 'string' ? req.headers.referer : null,
    });
    return res.status(created ? 201 : 200).json({ data: { status: 'active' } });
  } catch (e) {
    if (e instanceof HttpError) return sendError(res, e);
    console.error(`Subscribe failed: ${(e as Error).message}`);
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
    return res.status(503).json({ error: 'Не удалось отписаться' });
  }
}

export const config = { api: { bodyParser: false } };
