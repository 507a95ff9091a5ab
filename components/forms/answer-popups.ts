// The answer and error popups that follow a lead form's submission (FormsProvider shows them). Their
// code comes with the form's own (components/forms/lead-form.tsx hands it over on load), so once a
// form is open nothing is left to fetch after it is sent: the answer shows even when the connection
// has dropped in between. Loaded on their own only when shown without a form's code (never today).
import { onDemand } from '@/lib/chrome/on-demand';

export const AnswerPopup = onDemand(() => import('./answer-view').then((m) => m.AnswerModal));
export const ErrorPopup = onDemand(() => import('./answer-view').then((m) => m.ErrorModal));
