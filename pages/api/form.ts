import { formRoute } from '@/lib/forms/form-route';

/** POST ?id=<form>: a lead from a form built in the CMS («Формы»), checked against the version its visitor saw. */
export default formRoute;
// The route reads the raw body itself: its own size limit (413), content types (415) and messages.
export const config = { api: { bodyParser: false } };
