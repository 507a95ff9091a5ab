// The spec's fields as it draws them: label, input type, autocomplete. The spec forms are drawn from
// their definitions (spec-definitions.ts), which lib/forms/spec-forms.test.ts holds to these labels
// and options; the funnels name a spec form's fields by them (funnel-counts.ts).
import { COMPANY_SIZES } from './rules';
import type { FieldName } from './schemas';

export type FieldView =
  | { type: 'text' | 'email' | 'tel'; label: string; autoComplete: string }
  | { type: 'textarea'; label: string; rows: number }
  | { type: 'select'; label: string; options: readonly (readonly [string, string])[] }
  | { type: 'company'; label: string }
  | { type: 'agreement' };

export const FIELD_VIEWS: Record<FieldName, FieldView> = {
  fio: { type: 'text', label: 'ФИО', autoComplete: 'name' },
  email: { type: 'email', label: 'E-mail', autoComplete: 'email' },
  phone: { type: 'tel', label: 'Телефон', autoComplete: 'tel' },
  position: { type: 'text', label: 'Должность', autoComplete: 'organization-title' },
  company: { type: 'company', label: 'Компания или ИНН' },
  company_size: { type: 'select', label: 'Количество сотрудников', options: COMPANY_SIZES },
  comment: { type: 'textarea', label: 'Ваш вопрос', rows: 3 },
  agree: { type: 'agreement' },
  accept_rules: { type: 'agreement' },
};
