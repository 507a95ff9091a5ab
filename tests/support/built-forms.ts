// A form built in «Формы», made through the API for tests that are about its use, not its building
// (built-forms.browser.test.ts builds one in the admin app).
import type { Locator } from 'playwright-core';
import { cms, eventually, site } from './stack';

type NewForm = {
  name: string;
  title: string;
  fields: Record<string, unknown>[];
  status?: 'published' | 'draft';
  consent_text?: string;
  success_title?: string;
};

/** Creates the form, published unless told, with the usual success title: its id and first version. */
export const createForm = (form: NewForm) =>
  cms<{ id: number; version: number }>('POST', '/items/forms', { status: 'published', success_title: 'Спасибо!', ...form });

/** «Какая именно?», asked only of a visitor whose SED is «Другая»: the condition the tests' forms show. */
export const SED_NAME_IF_OTHER = {
  type: 'text',
  name: 'sed_name',
  label: 'Какая именно?',
  required: true,
  show_when_field: 'sed',
  show_when_value: 'other',
  step: 1,
};

/**
 * Answers «Какая СЭД у вас сейчас?» in `form` with `other` until «Какая именно?» shows: the
 * condition is live once the form's code is in, so until then the answer is given again (after `none`).
 */
export async function revealSedName(form: Locator, { none, other }: { none: string; other: string }, what: string): Promise<void> {
  await eventually(
    async () => {
      await form.getByLabel('Какая СЭД у вас сейчас?').selectOption(none);
      await form.getByLabel('Какая СЭД у вас сейчас?').selectOption(other);
      return (await form.getByLabel('Какая именно?').count()) === 1 ? true : undefined;
    },
    30_000,
    what,
  );
}

/** Step 1 of the tests' two-step form: a name, an e-mail, the visitor's SED (which one, for «Другая») and the agreement. */
export const SED_SURVEY_STEP_1: Record<string, unknown>[] = [
  { type: 'text', name: 'fio', label: 'ФИО', required: true, rule: 'min_length', rule_value: '3', step: 1 },
  { type: 'email', name: 'email', label: 'E-mail', required: true, step: 1 },
  { type: 'select', name: 'sed', label: 'Какая СЭД у вас сейчас?', required: true, options: 'none | Нет\nother | Другая', step: 1 },
  SED_NAME_IF_OTHER,
  { type: 'agreement', name: 'agree', required: true, step: 1 },
];

/**
 * Publishes a page at `path` whose one block is the form, and waits until the site serves it with
 * the form's `heading`: the page's id, to delete after (deleted here if the site never shows it).
 */
export async function publishFormPage(path: string, title: string, formId: number, heading: string): Promise<number> {
  const page = await cms<{ id: number }>('POST', '/items/pages', {
    path,
    title,
    status: 'published',
    blocks: [{ collection: 'block_lead_form', sort: 1, item: { form_kind: 'form', form: formId } }],
  });
  try {
    await eventually(async () => ((await (await site(path)).text()).includes(heading) ? true : undefined), 30_000, 'the page');
  } catch (e) {
    await cms('DELETE', `/items/pages/${page.id}`);
    throw e;
  }
  return page.id;
}

/** A small real PDF: what a visitor's scan or requisites card starts with. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** An executable's first bytes (MZ, the DOS header), to be named and declared as a PDF. */
export const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(2048, 0x41)]);

/** The id of «Файлы заявок», the folder the drain uploads lead files to. */
export async function leadFilesFolder(): Promise<string> {
  const [folder] = await cms<{ id: string }[]>('GET', `/folders?filter[name][_eq]=${encodeURIComponent('Файлы заявок')}&fields=id`);
  return folder!.id;
}

/** Removes what a file test left: every file in the lead files' folder, then the form. */
export async function deleteLeadFilesAndForm(folder: string, formId: number): Promise<void> {
  const files = await cms<{ id: string }[]>('GET', `/files?filter[folder][_eq]=${folder}&fields=id&limit=-1`);
  for (const f of files) await cms('DELETE', `/files/${f.id}`);
  if (formId) await cms('DELETE', `/items/forms/${formId}`);
}
