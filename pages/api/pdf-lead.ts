import { leadRoute } from '@/lib/leads';

/**
 * POST: Скачивание файла. The site's own download form posts to the question call (spec §7,
 * lib/leads/client/send.ts); this call of the spec's list stays for forms embedded elsewhere.
 */
export default leadRoute('download');
// The route reads the raw body itself: its own size limit (413), content types (415) and messages.
export const config = { api: { bodyParser: false } };
