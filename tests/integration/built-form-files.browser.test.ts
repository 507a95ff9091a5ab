// The «Файл» field of a built form, in Chromium: the marketer adds it in the real admin app (type
// picker, size limit); a visitor on a page with the form picks a file too big and one of a wrong
// type (told so at once, nothing sent), then a PDF, sees its name, and sends the lead; sales open
// the lead in the admin app and see the file.
import type { Browser } from 'playwright-core';
import { addFormField, openNewForm, signInToAdmin, saveUntilCreated } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { waitForInteractive } from '../support/interactive';
import { DRAINED_WITHIN_MS } from '../support/journal';
import { publishFormPage } from '../support/built-forms';
import { CMS, SITE, cms, eventually, deleteRowsOfDomain } from '../support/stack';

const DOMAIN = 'built-form-files-browser.example';
const stamp = Date.now();
const FORM_NAME = `Тест: форма с файлом ${stamp}`;
const PATH = `/file-form-check-${stamp}/`;
const TITLE = 'Пришлите карточку предприятия';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const SALES = { email: `sales-files-${stamp}@example.com`, password: 'sales-password-1' };

type Row = { type: string; name: string; label?: string; required?: boolean; max_mb?: number };
type Lead = { id: string; fields: Record<string, { file: string; name: string }>; files: { directus_files_id: string }[] };

let browser: Browser;
let formId: number | undefined;
let pageId: number | undefined;
let salesId: string | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await deleteRowsOfDomain('leads', DOMAIN);
  if (pageId) await cms('DELETE', `/items/pages/${pageId}`);
  if (formId) await cms('DELETE', `/items/forms/${formId}`);
  if (salesId) await cms('DELETE', `/users/${salesId}`);
});

describe('a «Файл» field', () => {
  it('is added by the marketer in the admin app, with its size limit', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1500, height: 950 }, locale: 'ru-RU' })).newPage();
    await signInToAdmin(page, CMS());
    await openNewForm(page, CMS(), { name: FORM_NAME, title: TITLE, successTitle: 'Карточка получена, спасибо!' });
    const rows: { type: string; name: string; label?: string; required?: boolean; maxMb?: string }[] = [
      { type: 'E-mail', name: 'email', label: 'E-mail', required: true },
      { type: 'Файл (PDF или изображение)', name: 'card', label: 'Карточка предприятия', required: true, maxMb: '1' },
      { type: 'Согласие на обработку данных', name: 'agree', required: true },
    ];
    for (const row of rows) await addFormField(page, row);
    // The list of fields shows the new row with its type, as the marketer sees it.
    await page.locator('[data-field="fields"]', { hasText: 'Карточка предприятия · Файл (PDF или изображение) · шаг 1' }).waitFor();
    const form = await saveUntilCreated<{ id: number; fields: Row[] }>(
      page,
      { collection: 'forms', field: 'name', value: FORM_NAME, fields: 'id,fields' },
      'the form to be saved',
    );
    formId = form.id;
    expect(form.fields.find((f) => f.name === 'card')).toMatchObject({ type: 'file', required: true, max_mb: 1 });
    await page.context().close();
  }, 240_000);

  it('takes a visitor’s PDF after telling them at once that a file is too big or of a wrong type; sales see it in the lead', async () => {
    expect(formId).toBeDefined();
    pageId = await publishFormPage(PATH, 'Проверка формы с файлом', formId!, TITLE);

    const visitor = await browser.newContext({ locale: 'ru-RU' });
    const email = `visitor-${stamp}@${DOMAIN}`;
    try {
      const v = await visitor.newPage();
      const sent: string[] = [];
      v.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/form/')) sent.push(r.url());
      });
      await v.goto(`${SITE()}${PATH}`);
      await waitForInteractive(v);
      const f = v.getByRole('form', { name: TITLE });
      await f.getByLabel('E-mail').fill(email);
      await f.getByRole('checkbox').check();
      const input = f.getByLabel('Карточка предприятия');
      // PDF, PNG, JPEG or WebP up to the field's limit, said under the field before anything is chosen.
      await f.getByText('PDF, PNG, JPEG, WebP, до 1 МБ').waitFor();
      // The form's code has taken over from the server's markup (started by the first field typed in)
      // once «Отправить» waits for the required file: a file chosen during the swap would go to an
      // input that is being replaced, which no person can pick.
      await eventually(
        async () => ((await f.getByRole('button', { name: 'Отправить' }).isDisabled()) ? true : undefined),
        30_000,
        'the live form',
      );

      await input.setInputFiles({
        name: 'scan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([PDF, Buffer.alloc(1_200_000, 32)]),
      });
      await f.getByText('Файл больше 1 МБ').waitFor();
      expect(await f.getByRole('button', { name: 'Отправить' }).isDisabled()).toBe(true);

      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
      await f.getByText('Приложите файл PDF, PNG, JPEG, WebP').waitFor();
      expect(await f.getByRole('button', { name: 'Отправить' }).isDisabled()).toBe(true);

      await input.setInputFiles({ name: 'Карточка.pdf', mimeType: 'application/pdf', buffer: PDF });
      await f.getByText('Выбран файл: Карточка.pdf (1 КБ)').waitFor();
      expect(sent).toEqual([]);
      await f.getByRole('button', { name: 'Отправить' }).click();
      await v.getByText('Карточка получена, спасибо!').first().waitFor();
      expect(sent).toHaveLength(1);
    } finally {
      await visitor.close();
    }

    const lead = await eventually(
      async () => {
        const [row] = await cms<Lead[]>(
          'GET',
          `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=id,fields,files.directus_files_id`,
        );
        return row;
      },
      DRAINED_WITHIN_MS,
      'the lead with its file',
    );
    expect(lead.fields.card).toMatchObject({ name: 'Карточка.pdf' });
    expect(lead.files).toEqual([{ directus_files_id: lead.fields.card!.file }]);

    // Sales open the lead in the admin app: its «Файлы» show the visitor's file.
    const [role] = await cms<{ id: string }[]>('GET', `/roles?filter[name][_eq]=${encodeURIComponent('Отдел продаж')}&fields=id`);
    salesId = (await cms<{ id: string }>('POST', '/users', { ...SALES, role: role!.id, status: 'active', language: 'ru-RU' })).id;
    const page = await (await browser.newContext({ viewport: { width: 1500, height: 950 }, locale: 'ru-RU' })).newPage();
    await signInToAdmin(page, CMS(), SALES);
    await page.goto(`${CMS()}/admin/content/leads/${lead.id}`);
    await page.locator('[data-field="files"]', { hasText: 'Карточка.pdf' }).waitFor({ timeout: 30_000 });
    await page.context().close();
  }, 300_000);
});
