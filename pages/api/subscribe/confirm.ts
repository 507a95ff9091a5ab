import type { NextApiRequest, NextApiResponse } from 'next';
import * as yup from 'yup';
import { guardRequest, sendError, validated } from '@/lib/leads/handler';
import { HASH, confirmSubscription } from '@/lib/leads/subscribers';
import { HttpError } from '@/lib/leads/http-error';

const confirmSchema = yup.object({ token: yup.string().required('Нет ключа подтверждения').matches(HASH, 'Неверная ссылка') });

/**
 * POST { token }: confirms a subscription (double opt-in). A POST from the confirmation page, not
 * the GET of the e-mailed link itself: mail scanners open links, only a person presses the button.
 */
export default async function confirm(req: NextApiRequest, res: NextApiResponse) {
  try {
    const { body } = await guardRequest(req, res);
    const { token } = await validated(confirmSchema, body);
    const result = await confirmSubscription(token);
    if (result === 'unknown') throw new HttpError(404, 'Ссылка недействительна: подписка уже подтверждена или отменена');
    if (result === 'expired') throw new HttpError(410, 'Срок действия ссылки истёк: подпишитесь ещё раз');
    return res.status(200).json({ data: { status: 'active' } });
  } catch (e) {
    if (e instanceof HttpError) return sendError(res, e);
    console.error(`Subscription confirmation failed: ${(e as Error).message}`);
    res.setHeader('retry-after', '60');
    return res.status(503).json({ error: 'Не удалось подтвердить подписку, попробуйте позже' });
  }
}

export const config = { api: { bodyParser: false } };
