import { leadRoute } from '@/lib/leads';

/** POST: a question to sales; `?form=questionComment` for the «Обратиться» form. */
export default leadRoute(['question', 'questionComment']);
// The route reads the raw body itself: its own size limit (413), content types (415) and messages.
export const config = { api: { bodyParser: false } };
