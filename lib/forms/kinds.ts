// The lead forms by name. Kept apart from the yup schemas so that code on every page (the forms
// provider, the lead-form block) can tell a kind without loading the validation library.
export const LEAD_FORM_KINDS = ['trial', 'demo', 'webinar', 'question', 'questionComment', 'download', 'partner', 'subscribe'] as const;

export type LeadFormKind = (typeof LEAD_FORM_KINDS)[number];

export const isLeadFormKind = (v: unknown): v is LeadFormKind =>
  typeof v === 'string' && (LEAD_FORM_KINDS as readonly string[]).includes(v);
