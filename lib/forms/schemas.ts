// One schema per form: the form validates with it while the visitor types, and its API route
// validates the same body again (unknown fields stripped) before anything is stored.
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
/** The fields any form may have, with the value types of the schemas. */
export type AnyFormValues = Partial<{
  fio: string;
  email: string;
  phone: string;
  company: string;
  position: string;
  company_size: string;
  comment: string;
  agree: boolean;
  accept_rules: boolean;
}>;
export type FieldName = keyof AnyFormValues;

/** Field names of a form, in the order the schema declares them. */
export const fieldsOf = (kind: LeadFormKind) => Object.keys(FORM_SCHEMAS[kind].fields) as FieldName[];

/** First message per field, the shape react-final-form expects from `validate`. */
export function validationErrors(kind: LeadFormKind, values: unknown): Partial<Record<FieldName, string>> {
  try {
    FORM_SCHEMAS[kind].validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const errors: Partial<Record<FieldName, string>> = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      const name = inner.path as FieldName | undefined;
      if (name && !errors[name]) errors[name] = inner.message;
    }
    return errors;
  }
}
