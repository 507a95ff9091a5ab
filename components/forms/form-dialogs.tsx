// The lead forms a page's buttons open, in the page's HTML, so that a tap opens one before the
// page's scripts have run (docs/interactive.md «The form opens at the tap»). While the server
// renders a page, every lead button (form-button.tsx, and the buttons inside a static block's HTML)
// names its form here; after the page, FormDialogs renders each distinct form once, as a closed
// native `<dialog>` in the popup's look holding the form's plain HTML (the markup of the form in a
// page: it posts to its lead route without scripts). The boot script (lib/chrome/boot-script.mjs)
// opens it at a tap. Once the page is hydrated, the forms provider takes an open one over
// (takeOverFormDialog): the popup opens with what the visitor typed, the focus and the caret.
// A form for one webinar (a card's «Записаться» in the list) is a form of its own: its dialog
// carries the webinar, for its hidden fields and for the popup that takes it over.
import { createContext, useContext } from 'react';
import type { LeadFormKind } from '@/lib/forms/kinds';
import type { WebinarSignup } from '@/lib/forms/webinar-signup';
import { ServerFormDialogs } from './server-form-dialogs';

// Empty in the browser build (next.config.mjs); the dialogs themselves when rendered on the server.
const onServer = typeof window === 'undefined';

/** A form a button opens: its kind, and the webinar it signs up for. */
export type DialogForm = { kind: LeadFormKind; webinar?: WebinarSignup | null };

/** The name of a form's dialog (`data-form-dialog`), which its buttons give as `data-dialog`: the kind, or the kind and the webinar. */
export const formDialogKey = ({ kind, webinar }: DialogForm) => (webinar ? `${kind}-${webinar.slug}` : kind);

/** The forms the page's buttons open, by their dialog's name: collected while the server renders, null in the browser. */
export const PageFormDialogs = createContext<Map<string, DialogForm> | null>(null);

/** Names a form among the page's (`forms`: the context's value, null in the browser). */
export const addFormDialog = (forms: Map<string, DialogForm> | null, form: DialogForm) => void forms?.set(formDialogKey(form), form);

/** A lead button names its form (on the server; nothing in the browser). */
export function useFormDialog(form: DialogForm) {
  addFormDialog(useContext(PageFormDialogs), form);
}

/** Rendered after the page: the server's dialogs, which the browser keeps as they came (raw HTML). */
export function FormDialogs() {
  const forms = useContext(PageFormDialogs);
  if (onServer && forms) return <ServerFormDialogs forms={[...forms]} />;
  // React leaves the inside of an element set as raw HTML as it finds it when hydrating.
  return <div data-form-dialogs="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
