// The lead forms' entry (their browser side; the definitions and checks are lib/forms/): what other
// features use to put forms on the page (webinar pages, the login form), and what the page pipeline
// gives the blocks: the form a button opens (./form-popup-context.tsx), the kinds whose dialogs the
// page has (./form-dialogs.tsx), which kinds are lead forms (lib/forms/kinds.ts).
export { LeadForm } from './lead-form';
export { FormShell } from './form-shell';
export { TextField, HoneypotField } from './fields';
export { AnswerModal, ErrorModal, type ShownAnswer } from './answer-view';
export { useFormModals } from './form-modals-context';
export { FormPopupContext, useOpenForm } from './form-popup-context';
export { addFormDialog, PageFormDialogs } from './form-dialogs';
export { isLeadFormKind, type FormKind } from '@/lib/forms/kinds';
