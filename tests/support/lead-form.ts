import type { Locator } from 'playwright-core';

/** Fills a lead form as a visitor does: each labelled field in the order given, then the consent box. */
export async function fillLeadForm(form: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('checkbox').check();
}
