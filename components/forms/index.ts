// What other features use to put forms on the page (webinar pages, the login form of a later issue).
export { LeadForm } from './lead-form';
export { FormShell } from './form-shell';
export { TextField, HoneypotField } from './fields';
export { AnswerModal, ErrorModal, type ShownAnswer } from './answer-view';
export { useFormModals } from './form-modals-context';
