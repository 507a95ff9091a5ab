// The forms by name, from the one list the data model shares (form-kinds.mjs). Kept apart from the
// yup schemas so that code on every page (the forms provider, buttons, the lead-form block) can
// tell a kind without loading the validation library.
import { FORM_CHOICES } from './form-kinds.mjs';

export { BUILT_FORM } from './form-kinds.mjs';

/** Every form the popup can open: the lead forms and the sign-in form. */
export type FormKind = (typeof FORM_CHOICES)[number][0];
export type LeadFormKind = Exclude<FormKind, 'login'>;

export const FORM_KINDS: readonly FormKind[] = FORM_CHOICES.map(([kind]) => kind);
export const LEAD_FORM_KINDS: readonly LeadFormKind[] = FORM_KINDS.filter((kind): kind is LeadFormKind => kind !== 'login');

export const isFormKind = (v: unknown): v is FormKind => typeof v === 'string' && (FORM_KINDS as readonly string[]).includes(v);

export const isLeadFormKind = (v: unknown): v is LeadFormKind =>
  typeof v === 'string' && (LEAD_FORM_KINDS as readonly string[]).includes(v);
