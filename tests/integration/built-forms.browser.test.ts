// A marketer builds a form in the real Directus admin app and puts it on a new page; a visitor
// (who accepted cookies) leaves after step 1 (a partial lead is in Directus), comes back, and
// finishes: the same lead, completed. The marketer then sees that form's funnel, named by its
// title, in «Аналитика» → «Воронки форм». All in Chromium against the running site and Directus.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  addFormField,
  adminContext,
  MARKETER_ZONES,
  openNewForm,
  signInToAdmin,
  type FormFieldRow,
  saveUntilCreated,
} from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { waitForInteractive } from '../support/interactive';
import { DRAINED_WITHIN_MS } from '../support/journal';
import { CMS, SITE, cms, eventually, site, deleteRowsOfDomain } from '../support/stack';
import { revealSedName } from '../support/built-forms';

const DOMAIN = 'built-forms-browser.example';
const FORM_NAME = `Тест: опрос о СЭД ${Date.now()}`;
const PATH = `/built-form-check-${Date.now()}/`;
const PAGE_TITLE = 'Проверка формы из конструктора';

type Lead = { id: string; kind: string; form: number; partial: boolean; fields: Record<string, unknown> };

let browser: Browser;
let admin: BrowserContext;
let formId: number | undefined;
let pageId: number | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminContext(browser, MARKETER_ZONES.utc);
}, 60_000);

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await deleteRowsOfDomain('leads', DOMAIN);
  if (pageId) await cms('DELETE', `/items/pages/${pageId}`);
  const rows = await cms<{ id: number }[]>('GET', `/items/form_funnels?filter[page][_eq]=${encodeURIComponent(PATH)}&fields=id`);
  for (const r of rows) await cms('DELETE', `/items/form_funnels/${r.id}`);
  if (formId) await cms('DELETE', `/items/forms/${formId}`);
});

type Row = { name: string };

/** What the marketer does: picks each field's type first, types Russian only, picks the condition from lists. */
const ROWS: FormFieldRow[] = [
  { type: 'Текст', label: 'ФИО', required: true, step: '1' },
  { type: 'E-mail', label: 'E-mail', required: true, step: '1' },
  { type: 'Выбор из списка', label: 'Какая СЭД у вас сейчас?', required: true, step: '1', options: 'Нет СЭД\nДругая' },
  { type: 'Текст', label: 'Какая именно?', required: true, step: '1', when: ['Какая СЭД у вас сейчас?', 'Другая'] },
  { type: 'Согласие на обработку данных', required: true, step: '1' },
  { type: 'Телефон', label: 'Телефон', required: true, step: '2' },
];

async function buildForm(page: Page) {
  await openNewForm(page, CMS(), { name: FORM_NAME, title: 'Расскажите о вашей СЭД', successTitle: 'Спасибо, мы свяжемся с вами!' });
  for (const row of ROWS) await addFormField(page, row);
  const form = await saveUntilCreated<{ id: number; version: number; fields: Row[] }>(
    page,
    { collection: 'forms', field: 'name', value: FORM_NAME, fields: 'id,version,fields' },
    'the form to be saved',
  );
  return form;
}

async function putOnNewPage(page: Page) {
  const drawer = () => page.locator('.v-drawer').last();
  await page.goto(`${CMS()}/admin/content/pages/+`);
  await page.locator('[data-field="title"] input').waitFor({ timeout: 30_000 });
  await page.locator('[data-field="title"] input').fill(PAGE_TITLE);
  await page.locator('[data-field="path"] input').fill(PATH);
  await page.locator('[data-field="blocks"] button', { hasText: 'Создать' }).first().click();
  await page.locator('.v-menu-content .v-list-item', { hasText: 'Форма заявки' }).first().click();
  const block = drawer();
  // «Форма» is the block's one choice: «Форма из конструктора», then which one, from the list of forms
  // (a selection drawer over the block's drawer).
  await block.locator('[data-field="form_kind"] .v-select').first().click();
  await page.locator('.v-menu-content .v-list-item', { hasText: 'Форма из конструктора' }).first().click();
  await block.locator('[data-field="form"] .many-to-one > button').click();
  await drawer().locator('tbody tr', { hasText: FORM_NAME }).first().click();
  await drawer().locator('button:has(i[data-icon="check"])').first().click();
  await page.locator('.v-drawer').nth(1).waitFor({ state: 'detached' });
  await drawer().locator('button:has(i[data-icon="check"])').first().click();
  await page.locator('.v-drawer').waitFor({ state: 'detached' });
  const created = await saveUntilCreated(page, { collection: 'pages', field: 'path', value: PATH }, 'the page to be saved');
  // Saved a draft: a new page is published once its check can render it (cms/extensions/page-gate,
  // tests/integration/page-gate.browser.test.ts). This test is about the form: the administrator's
  // API publishes the page, unchecked.
  await cms('PATCH', `/items/pages/${created.id}`, { status: 'published' });
  return created.id;
}

const leadsOf = (email: string) => cms<Lead[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=*`);

describe('a form built by the marketer', () => {
  it('is built in the admin, put on a new page, and a visitor who leaves after step 1 comes back and finishes the same lead', async () => {
    const page = await admin.newPage();
    await signInToAdmin(page, CMS());
    const form = await buildForm(page);
    formId = form.id;
    expect(form.version).toBeGreaterThanOrEqual(1);
    // Codes made from the labels (the lead's own columns for name, e-mail and phone).
    expect(form.fields.map((f) => f.name)).toEqual(['fio', 'email', 'kakaia_sed_u_vas_seichas', 'kakaia_imenno', 'agreement', 'phone']);
    // The list of fields reads labels and Russian type names, not codes.
    const list = page.locator('[data-field="fields"]');
    await list.getByText('Какая именно? · Текст · шаг 1').waitFor({ timeout: 30_000 });
    await list.getByText('Телефон · Телефон · шаг 2').waitFor();
    // The agreement has no label: it is named by its type (it read «-- · Согласие…» in the first run).
    await list.getByText('Согласие на обработку данных · шаг 1').waitFor();
    expect(await list.innerText()).not.toMatch(/kakaia|fio|--/);
    await page.screenshot({ path: 'test-results/built-forms-admin-fields.png' });

    // The preview (the eye button) shows the form as visitors will, its condition live, step 2 reachable.
    await page.locator('button:has(i[data-icon="visibility"])').first().click();
    const frame = page.frameLocator('iframe').first();
    const preview = frame.getByRole('form', { name: 'Расскажите о вашей СЭД' });
    await preview.waitFor({ timeout: 60_000 });
    expect(await preview.getByLabel('Какая именно?').count()).toBe(0);
    await revealSedName(preview, { none: 'Нет СЭД', other: 'Другая' }, 'the field under the condition in the preview');
    await frame.getByRole('button', { name: 'Шаг 2' }).click();
    await preview.getByLabel('Телефон').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: 'test-results/built-forms-admin-preview.png' });
    pageId = await putOnNewPage(page);
    await page.close();
    await eventually(async () => ((await site(PATH)).status === 200 ? true : undefined), 30_000, 'the new page to go live');

    // The visitor, in a browser of their own.
    const visitor = await browser.newContext({ locale: 'ru-RU' });
    const email = `visitor-${Date.now()}@${DOMAIN}`;
    try {
      let v = await visitor.newPage();
      await v.goto(`${SITE()}${PATH}`);
      await waitForInteractive(v);
      // Cookies accepted: the form's funnel counts this visitor.
      await v.getByRole('button', { name: 'Принять' }).click();
      const f = v.getByRole('form', { name: 'Расскажите о вашей СЭД' });
      // Typed key by key, as a person does (a form filled faster than a person can waits in spam review).
      await f.getByLabel('ФИО').pressSequentially('Мария Иванова', { delay: 40 });
      await f.getByLabel('E-mail').pressSequentially(email, { delay: 40 });
      // The field under the condition shows for «Другая» only.
      expect(await f.getByLabel('Какая именно?').count()).toBe(0);
      await f.getByLabel('Какая СЭД у вас сейчас?').selectOption('Другая');
      await f.getByLabel('Какая именно?').fill('Самописная');
      // The agreement is required: the button waits for it.
      expect(await f.getByRole('button', { name: 'Далее' }).isDisabled()).toBe(true);
      await f.getByRole('checkbox').check();
      await f.getByRole('button', { name: 'Далее' }).click();
      await f.getByLabel('Телефон').waitFor();
      expect(await f.getByText('Шаг 2 из 2').count()).toBe(1);

      // A partial lead is in Directus, and the visitor leaves.
      const [partial] = await eventually(
        async () => {
          const rows = await leadsOf(email);
          return rows.length ? rows : undefined;
        },
        DRAINED_WITHIN_MS,
        'the partial lead',
      );
      expect(partial).toMatchObject({ kind: 'form', form: formId, partial: true });
      expect(partial!.fields).toMatchObject({
        fio: 'Мария Иванова',
        kakaia_sed_u_vas_seichas: 'Другая',
        kakaia_imenno: 'Самописная',
        agreement: true,
      });
      // The marketer's leads list names the form and marks the lead unfinished.
      const list = await admin.newPage();
      const row = list.locator('tr', { hasText: FORM_NAME }).first();
      await eventually(
        async () => {
          await list.goto(`${CMS()}/admin/content/leads`);
          return (await row.waitFor({ timeout: 15_000 }).then(
            () => true,
            () => false,
          ))
            ? true
            : undefined;
        },
        60_000,
        'the lead under its form’s name in the leads list',
      );
      expect(await row.innerText()).toContain('не завершена');
      await list.screenshot({ path: 'test-results/built-forms-admin-leads.png' });
      await list.close();
      // Leaves for another page of the site (the funnel hears the form left at step 2).
      await v.goto(`${SITE()}/archiving/`);
      await waitForInteractive(v);
      await v.close();

      // Back later: the form opens at step 2 and completes the same lead.
      v = await visitor.newPage();
      await v.goto(`${SITE()}${PATH}`);
      await waitForInteractive(v);
      const again = v.getByRole('form', { name: 'Расскажите о вашей СЭД' });
      await again.getByLabel('Телефон').fill('+7 912 345-67-89');
      await again.getByRole('button', { name: 'Отправить' }).click();
      await v.getByText('Спасибо, мы свяжемся с вами!').first().waitFor();
      const done = await eventually(
        async () => {
          const rows = await leadsOf(email);
          return rows.length === 1 && rows[0]!.partial === false ? rows[0] : undefined;
        },
        DRAINED_WITHIN_MS,
        'the completed lead',
      );
      expect(done.id).toBe(partial!.id);
      expect(done.fields).toMatchObject({ fio: 'Мария Иванова', phone: '+7 912 345-67-89' });

      // The marketer reads the answers that are not personal data, in words; the name and e-mail stay hidden.
      const lead = await admin.newPage();
      await lead.goto(`${CMS()}/admin/content/leads/${done.id}`);
      const answers = lead.locator('[data-field="answers"]');
      await answers.waitFor({ timeout: 30_000 });
      await eventually(
        async () => {
          await lead.reload();
          await answers.waitFor({ timeout: 30_000 });
          // A read-only text area: its text is its value.
          const text = await answers.locator('textarea').inputValue();
          return text.includes('Какая СЭД у вас сейчас?: Другая') && text.includes('Какая именно?: Самописная') ? text : undefined;
        },
        30_000,
        'the answers in the lead',
      );
      const shownLead = await lead.locator('main').innerText();
      expect(shownLead).not.toContain('Мария Иванова');
      expect(shownLead).not.toContain(email);
      await lead.screenshot({ path: 'test-results/built-forms-admin-lead.png', fullPage: true });
      await lead.close();
    } finally {
      await visitor.close();
    }

    // The marketer's «Аналитика»: the form's funnel on its page, named by the form's title. Seen on
    // both visits, started on both, sent once (completed), no spam, left once at the last field they
    // touched (the agreement of step 1, named by its type: it has no label), not at step 2's «Телефон».
    // The site adds the counts onto the form's row every 30 s.
    const marketer = await admin.newPage();
    await marketer.goto(`${CMS()}/admin/insights`);
    await marketer.getByText('Воронки форм', { exact: true }).first().click();
    const figures = `Расскажите о вашей СЭД · ${PATH} · вариант —: увидели 2, начали 2, отправили 1, конверсия 50,0 %, спам 0,0 %`;
    // Where they left is a list of its own («Где бросают форму»): one line of the funnel was cut before it.
    const dropOff = `Расскажите о вашей СЭД · ${PATH} · вариант — — бросили на поле: Согласие на обработку данных — 1`;
    let shown = '';
    await eventually(
      async () => {
        await marketer.reload();
        const found = await Promise.all(
          [figures, dropOff].map((text) =>
            marketer
              .getByText(text)
              .first()
              .waitFor({ timeout: 15_000 })
              .then(() => true)
              .catch(() => false),
          ),
        ).then((both) => both.every(Boolean));
        if (!found)
          shown = (
            await marketer
              .locator('main')
              .innerText()
              .catch(() => '')
          ).slice(0, 2000);
        return found ? true : undefined;
      },
      150_000,
      "the form's funnel in «Воронки форм»",
    ).catch(async (e: unknown) => {
      const [row] = await cms<unknown[]>('GET', `/items/form_funnels?filter[page][_eq]=${encodeURIComponent(PATH)}&fields=*`);
      throw new Error(`${(e as Error).message}; row: ${JSON.stringify(row)}; the dashboard showed: ${shown}`);
    });
  }, 500_000);
});
