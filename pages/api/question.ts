import { leadRoute } from '@/lib/leads';

/**
 * POST: a question to sales; `?form=questionComment` for the «Обратиться» form, `?form=download` for
 * the download form (spec §7: the question call is also used by the download form).
 */
export default leadRoute(['question', 'questionComment', 'download']);
// The route reads the raw body itself: its own size limit (413), content types (415) and messages.
export const config = { api: { bodyParser: false } };
