// The spec's rules of each form written out in yup, word for word from the spec. The site checks
// the spec forms with their definitions (spec-definitions.ts: in the browser and in their routes);
// these schemas are the yardstick lib/forms/spec-forms.test.ts holds those definitions to, verdict
// and message for every generated body. The types of a form's values are read from them.
import * as yup from 'yup';
import { agreement, companySize, email, phone, text } from './rules';
import type { LeadFormKind } from './kinds';

const person = { fio: text(), email: email(), phone: phone() };

export const FORM_SCHEMAS = {
  trial: yup.object({ ...person, company: text(), company_size: companySize(), agree: agreement() }),
  demo: yup.object({ ...person, company: text(), position: text(), company_size: companySize(), agree: agreement() }),
  webinar: yup.object({ ...person, company: text(), position: text(), agree: agreement() }),
  question: yup.object({ ...person, company: text(), comment: text(2000), accept_rules: agreement() }),
  questionComment: yup.object({ ...person, company: text(), comment: text(2000), accept_rules: agreement() }),
  download: yup.object({ ...person, company: text(), position: text(), accept_rules: agreement() }),
  partner: yup.object({ ...person, company: text(), position: text(), comment: text(2000), accept_rules: agreement() }),
  subscribe: yup.object({ email: email(), accept_rules: agreement() }),
} satisfies Record<LeadFormKind, yup.AnyObjectSchema>;

export type { LeadFormKind };
export type FormValues<K extends LeadFormKind> = yup.InferType<(typeof FORM_SCHEMAS)[K]>;

type SomeFormValues = FormValues<LeadFormKind>;
/** Every field name of any form (keyof a union gives only the shared ones). */
export type FieldName = SomeFormValues extends infer V ? (V extends unknown ? keyof V : never) : never;
/** The fields any form may have, with the value types of the schemas. */
export type AnyFormValues = { [F in FieldName]?: SomeFormValues extends infer V ? (V extends Record<F, infer T> ? T : never) : never };

/** Field names of a form, in the order the schema declares them. */
export const fieldsOf = (kind: LeadFormKind) => Object.keys(FORM_SCHEMAS[kind].fields) as FieldName[];

/** The first message of each field of a failed validation: what a form shows, and a route's 422 names. */
export function fieldErrors(e: yup.ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const inner of e.inner.length ? e.inner : [e]) if (inner.path && !fields[inner.path]) fields[inner.path] = inner.message;
  return fields;
}

/** First message per field, the shape react-final-form expects from `validate`. */
export function validationErrors(kind: LeadFormKind, values: unknown): Partial<Record<FieldName, string>> {
  try {
    FORM_SCHEMAS[kind].validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    return fieldErrors(e);
  }
}
