// The spec forms as the site draws and checks them: each kind's definition is the one seeded into
// the CMS (./spec-forms.mjs), read by the same engine as a form built there (definition.ts,
// definition-schema.ts; components/forms/built-form-fields.tsx draws the fields). The browser's
// form (components/forms/lead-form.tsx) and the kind's route (lib/leads/route.ts) take it from here,
// so both always check against the same definition, and the spec's texts cannot drift with an edit
// in the admin: the seeded rows are templates a marketer copies, not these forms' source.
import { SPEC_FORMS, SUBSCRIBE_FORM } from './spec-forms.mjs';
import { toDefinition, type FormDefinition } from './definition';
import type { LeadFormKind } from './kinds';

const definitions = new Map<LeadFormKind, FormDefinition>();

/** The definition of a spec form (its id and version are 0: it is not a row of `forms`). */
export function specDefinition(kind: LeadFormKind): FormDefinition {
  let def = definitions.get(kind);
  if (!def) {
    def = toDefinition({ id: 0, version: 0, ...(kind === 'subscribe' ? SUBSCRIBE_FORM : SPEC_FORMS[kind]) });
    definitions.set(kind, def);
  }
  return def;
}
