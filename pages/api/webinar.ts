import { leadRoute } from '@/lib/leads';

/** POST: Запись на вебинар. */
export default leadRoute('webinar');
// The route reads the raw body itself: its own size limit (413), content types (415) and messages.
export const config = { api: { bodyParser: false } };
