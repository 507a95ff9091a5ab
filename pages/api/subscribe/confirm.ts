import type { NextApiRequest, NextApiResponse } from 'next';
import * as yup from 'yup';
import { guardRequest, validated } from '@/lib/leads/handler';
import { HASH, confirmSubscription } from '@/lib/leads/subscribers';
import { apiRoute } from '@/lib/http/api-route';
import { HttpError } from '@/lib/http/http-error';

const confirmSchema = yup.object({ token: yup.string().required('Нет ключа подтверждения').matches(HASH, 'Неверная ссылка') });

/**
 * POST { token }: confirms a subscription (double opt-in). A POST from the confirmation page, not
 * the GET of the e-mailed link itself: mail scanners open links, only a person presses the button.
 */
export default apiRoute(
  ['POST'],
  async function confirm(req: NextApiRequest, res: NextApiResponse) {
    const { body } = await guardRequest(req, res);
    const { token } = await validated(confirmSchema, body);
    const result = await confirmSubscription(token);
    if (result === 'unknown') throw new HttpError(404, 'Ссылка недействительна: подписка уже подтверждена или отменена');
    if (result === 'expired') throw new HttpError(410, 'Срок действия ссылки истёк: подпишитесь ещё раз');
    return res.status(200).json({ data: { status: 'active' } });
  },
  { log: 'Subscription confirmation failed', message: 'Не удалось подтвердить подписку, попробуйте позже', retryAfterSeconds: 60 },
);

export const config = { api: { bodyParser: false } };
