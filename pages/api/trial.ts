import { leadRoute } from '@/lib/leads';

/** POST: Пробный период. */
export default leadRoute('trial');
// The route reads the raw body itself: its own size limit (413), content types (415) and messages.
export const config = { api: { bodyParser: false } };
