import { leadRoute } from '@/lib/leads';

/** POST: Скачивание файла (форма «Скачать файл»). */
export default leadRoute('download');
// The route reads the raw body itself: its own size limit (413), content types (415) and messages.
export const config = { api: { bodyParser: false } };
