// A lead route: POST /api/<route>/ with one form's fields and the lead payload.
import type { NextApiRequest, NextApiResponse } from 'next';
import type { LeadFormKind } from '@/lib/forms/schemas';
import { acceptSubmission, sendError } from './handler';
import { storeLead } from './store';
import { deliverNow } from './crm';

export function leadRoute(kinds: LeadFormKind | readonly LeadFormKind[]) {
  const allowed: readonly LeadFormKind[] = typeof kinds === 'string' ? [kinds] : kinds;
  return async function handle(req: NextApiRequest, res: NextApiResponse) {
    // One route may serve related forms (a question and a question with a comment): `form` picks one.
    const requested = typeof req.query.form === 'string' ? req.query.form : allowed[0];
    const kind = allowed.find((k) => k === requested);
    if (!kind) return res.status(400).json({ error: `Неизвестная форма: ${requested}` });
    try {
      const s = await acceptSubmission(req, res, kind);
      const { id, duplicate } = await storeLead({
        kind,
        values: s.values,
        payload: s.payload,
        ip: s.ip,
        userAgent: String(req.headers['user-agent'] ?? ''),
        idempotencyKey: s.key,
        captchaScore: s.captchaScore,
        referer: typeof req.headers.referer === 'string' ? req.headers.referer : null,
      });
      if (!duplicate) void deliverNow(id);
      return res.status(duplicate ? 200 : 201).json({ data: { id, duplicate } });
    } catch (e) {
      return sendError(res, e);
    }
  };
}
