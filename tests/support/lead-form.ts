import type { Locator } from 'playwright-core';

/**
 * Fills a lead form as a visitor does: name, e-mail, phone and company (a usual visitor's, unless
 * `fields` gives them), then the other `fields` in the order given, then the consent box.
 */
export async function fillLeadForm(form: Locator, email: string, fields: Record<string, string> = {}): Promise<void> {
  const all = { ФИО: 'Олег Смирнов', 'E-mail': email, Телефон: '89123456780', 'Компания или ИНН': 'ООО Архив', ...fields };
  for (const [label, value] of Object.entries(all)) await form.getByLabel(label).fill(value);
  await form.getByRole('checkbox').check();
}

/** The body a question form (`/api/question/`) sends for a usual visitor, with `extra` fields. */
export const questionLead = (email: string, extra: Record<string, unknown> = {}) => ({
  fio: 'Ольга Смирнова',
  email,
  phone: '+79991234567',
  company: 'ООО Ромашка',
  comment: 'Нужна демонстрация',
  accept_rules: true,
  ...extra,
});
