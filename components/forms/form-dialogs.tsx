// The lead forms a page's buttons open, in the page's HTML, so that a tap opens one before the
// page's scripts have run (docs/interactive.md «The form opens at the tap»). While the server
// renders a page, every lead button (form-button.tsx, and the buttons inside a static block's HTML)
// names its form here; after the page, FormDialogs renders each distinct form once, as a closed
// native `<dialog>` in the popup's look holding the form's plain HTML (the markup of the form in a
// page: it posts to its lead route without scripts). The boot script (lib/chrome/boot-script.mjs)
// opens it at a tap. Once the page is hydrated, the forms provider takes an open one over
// (takeOverFormDialog): the popup opens with what the visitor typed, the focus and the caret.
import { createContext, useContext } from 'react';
import type { LeadFormKind } from '@/lib/forms/kinds';
import { ServerFormDialogs } from './server-form-dialogs';

// Empty in the browser build (next.config.mjs); the dialogs themselves when rendered on the server.
const onServer = typeof window === 'undefined';

/** The forms the page's buttons open: collected while the server renders, null in the browser. */
export const FormDialogKinds = createContext<Set<LeadFormKind> | null>(null);

/** A lead button names its form (on the server; nothing in the browser). */
export function useFormDialog(kind: LeadFormKind) {
  useContext(FormDialogKinds)?.add(kind);
}

/** Rendered after the page: the server's dialogs, which the browser keeps as they came (raw HTML). */
export function FormDialogs() {
  const kinds = useContext(FormDialogKinds);
  if (onServer && kinds) return <ServerFormDialogs kinds={[...kinds]} />;
  // React leaves the inside of an element set as raw HTML as it finds it when hydrating.
  return <div data-form-dialogs="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
