// The admin's side of built forms, driven in the real Directus admin app signed in as the marketer:
// - the preview pane of a form (its preview URL) shows an unpublished form as visitors will see it:
//   its condition live, step 2 reachable, a save shown without a reload; visitors get a 404 there;
// - an A/B test whose goal is «Форма из конструктора», the form picked from the relation in the
//   admin; a visitor's completed lead of that form is a conversion shown on the marketer's screen
//   (the test's variants) and «Аналитика» → «A/B-тесты» → «Тесты» names the goal form.
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { saveUntil, signInToAdmin } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { waitForInteractive } from '../support/interactive';
import { createForm } from '../support/built-forms';
import { CMS, SITE, cms, eventually, previewSecret, site, deleteRowsOfDomain } from '../support/stack';

const stamp = Date.now();
const DOMAIN = 'built-form-admin.example';

let browser: Browser;
let admin: BrowserContext;
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await browser.newContext({ viewport: { width: 1500, height: 950 }, locale: 'ru-RU' });
  const page = await admin.newPage();
  await signInToAdmin(page, CMS());
  await page.close();
}, 90_000);

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await deleteRowsOfDomain('leads', DOMAIN);
  for (const undo of cleanup.reverse()) await undo().catch(() => undefined);
});

/** The preview pane of the item open in the admin (the eye button), as a frame. */
async function openPreview(page: Page): Promise<FrameLocator> {
  await page.locator('button:has(i[data-icon="visibility"])').first().click();
  await page.locator('iframe').first().waitFor({ timeout: 30_000 });
  return page.frameLocator('iframe').first();
}

describe('the preview of a form in the admin', () => {
  const TITLE = `Опрос о СЭД (черновик) ${stamp}`;
  const NEW_TITLE = `Опрос о СЭД, исправленный ${stamp}`;
  let formId = 0;

  beforeAll(async () => {
    const form = await createForm({
      status: 'draft',
      name: `Тест: предпросмотр ${stamp}`,
      title: TITLE,
      fields: [
        { type: 'email', name: 'email', label: 'E-mail', required: true, step: 1 },
        {
          type: 'select',
          name: 'sed',
          label: 'Какая СЭД у вас сейчас?',
          required: true,
          options: 'none | Нет СЭД\nother | Другая',
          step: 1,
        },
        {
          type: 'text',
          name: 'sed_name',
          label: 'Какая именно?',
          required: true,
          show_when_field: 'sed',
          show_when_value: 'other',
          step: 1,
        },
        { type: 'phone', name: 'phone', label: 'Телефон', required: true, step: 2 },
      ],
    });
    formId = form.id;
    cleanup.push(() => cms('DELETE', `/items/forms/${formId}`));
  });

  it('shows the unpublished form as visitors will see it, with its condition and step 2, and follows a save', async () => {
    const page = await admin.newPage();
    // What the pane did, told when a step fails: its page loads, its errors, its re-reads of the form.
    const seen: string[] = [];
    page.on('framenavigated', (f) => {
      if (f !== page.mainFrame()) seen.push(`frame loaded ${f.url()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') seen.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => seen.push(`error: ${e.message}`));
    page.on('response', (r) => {
      if (r.url().includes('/_next/data/')) seen.push(`data ${r.status()} ${r.url()}`);
    });
    const told = async (what: Promise<unknown>) =>
      what.catch(async (e: unknown) => {
        const text = await frame
          .locator('main')
          .innerText()
          .catch(() => '');
        throw new Error(`${(e as Error).message}\nthe pane showed: ${text.slice(0, 1500)}\nand did: ${seen.slice(-30).join('\n')}`);
      });
    await page.goto(`${CMS()}/admin/content/forms/${formId}`);
    await page.locator('[data-field="title"] input').waitFor({ timeout: 30_000 });
    const frame = await openPreview(page);
    const form = frame.getByRole('form', { name: TITLE });
    await form.waitFor({ timeout: 60_000 });
    await form.getByLabel('E-mail').waitFor();
    expect(await form.getByText('Шаг 1 из 2').count()).toBe(1);

    // The condition is live: «Какая именно?» shows for «Другая» only (once the form's code is in).
    expect(await form.getByLabel('Какая именно?').count()).toBe(0);
    await eventually(
      async () => {
        await form.getByLabel('Какая СЭД у вас сейчас?').selectOption('none');
        await form.getByLabel('Какая СЭД у вас сейчас?').selectOption('other');
        return (await form.getByLabel('Какая именно?').count()) === 1 ? true : undefined;
      },
      30_000,
      'the field under the condition',
    );
    await form.getByLabel('Какая СЭД у вас сейчас?').selectOption('none');
    await form.getByLabel('Какая именно?').waitFor({ state: 'detached' });

    // Step 2, opened directly and by «Далее» from a filled step 1; nothing is sent from the preview.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/form/')) sent.push(r.url());
    });
    await frame.getByRole('button', { name: 'Шаг 2' }).click();
    await told(form.getByLabel('Телефон').waitFor({ timeout: 15_000 }));
    expect(await form.getByLabel('E-mail').count()).toBe(0);
    await frame.getByRole('button', { name: 'Шаг 1' }).click();
    await form.getByLabel('E-mail').fill(`preview@${DOMAIN}`);
    await form.getByRole('button', { name: 'Далее' }).click();
    await told(form.getByText('Шаг 2 из 2').waitFor({ timeout: 15_000 }));
    await form.getByLabel('Телефон').fill('+7 912 345-67-89');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await frame.getByText('Спасибо!').first().waitFor();
    expect(sent).toEqual([]);

    // A save in the admin: the pane shows the new title without anyone reloading it.
    await page.locator('[data-field="title"] input').fill(NEW_TITLE);
    await saveUntil(
      page,
      async () => {
        const f = await cms<{ title: string }>('GET', `/items/forms/${formId}?fields=title`);
        return f.title === NEW_TITLE ? true : undefined;
      },
      'the new title to be saved',
    );
    const savedAt = Date.now();
    await frame.getByRole('form', { name: NEW_TITLE }).waitFor({ timeout: 30_000 });
    console.log(`form preview: the saved title shown ${Date.now() - savedAt} ms after the save`);
    await page.close();

    // Visitors: no preview without draft mode, none with a wrong secret; the draft form is nowhere.
    expect((await site(`/form-preview/${formId}/`)).status).toBe(404);
    expect((await site(`/api/preview/?secret=wrong-${stamp}&path=/form-preview/${formId}/`)).status).toBe(401);
    // With the secret (what the admin's pane uses) the page is there, in draft mode.
    const opened = await site(`/api/preview/?secret=${encodeURIComponent(previewSecret())}&path=/form-preview/${formId}/`);
    expect(opened.status).toBe(307);
  }, 300_000);
});

describe('an A/B test whose goal is a built form', () => {
  const FORM_NAME = `Тест: цель A/B в админке ${stamp}`;
  const FORM_TITLE = `Заявка на аудит документооборота ${stamp}`;
  const PAGE_TITLE = `Проверка цели A/B ${stamp}`;
  const PATH = `/built-form-goal-${stamp}/`;
  const TEST_NAME = `Цель — форма ${stamp}`;
  let formId = 0;

  beforeAll(async () => {
    const form = await createForm({
      name: FORM_NAME,
      title: FORM_TITLE,
      success_title: 'Заявка принята',
      fields: [
        { type: 'text', name: 'fio', label: 'ФИО', required: true, step: 1 },
        { type: 'email', name: 'email', label: 'E-mail', required: true, step: 1 },
        { type: 'agreement', name: 'agree', required: true, step: 1 },
      ],
    });
    formId = form.id;
    cleanup.push(() => cms('DELETE', `/items/forms/${formId}`));
    // The page under test shows the form (its block is the test's control).
    const page = await cms<{ id: number }>('POST', '/items/pages?fields=id', {
      path: PATH,
      title: PAGE_TITLE,
      status: 'published',
      blocks: [{ collection: 'block_lead_form', sort: 1, item: { form: formId, form_kind: 'question' } }],
    });
    cleanup.push(() => cms('DELETE', `/items/pages/${page.id}`));
    await eventually(async () => ((await site(PATH)).status === 200 ? true : undefined), 30_000, 'the page to go live');
  });

  it('is made by the marketer picking the form; a completed lead of it is a conversion on the marketer’s screen', async () => {
    const page = await admin.newPage();
    const drawer = () => page.locator('.v-drawer').last();
    /** Chooses in a selection drawer the row holding `text`, found with the drawer's search (the site has many pages). */
    const choose = async (field: string, text: string, { search = true } = {}) => {
      await page.locator(`[data-field="${field}"] .many-to-one > button`).click();
      if (search) {
        const box = drawer().locator('.search-input');
        await box.first().click();
        await box.locator('input').first().fill(text);
      }
      await drawer().locator('tbody tr', { hasText: text }).first().click();
      await drawer().locator('button:has(i[data-icon="check"])').first().click();
      await page.locator('.v-drawer').waitFor({ state: 'detached' });
    };
    const pick = async (field: string, label: string) => {
      await page.locator(`[data-field="${field}"] .v-select`).first().click();
      await page.locator('.v-menu-content .v-list-item', { hasText: label }).first().click();
    };
    const addVariant = async (name: string, weight: string) => {
      await page.locator('[data-field="variants"] button', { hasText: 'Создать' }).first().click();
      await drawer().locator('[data-field="name"] input').fill(name);
      await drawer().locator('[data-field="weight"] input').fill(weight);
      await drawer().locator('button:has(i[data-icon="check"])').first().click();
      await page.locator('.v-drawer').waitFor({ state: 'detached' });
    };

    await page.goto(`${CMS()}/admin/content/experiments/+`);
    await page.locator('[data-field="name"] input').waitFor({ timeout: 30_000 });
    await page.locator('[data-field="name"] input').fill(TEST_NAME);
    await choose('page', PAGE_TITLE);
    // The page's blocks only (one here), listed by type name.
    await choose('block', 'Форма заявки', { search: false });
    // The form's relation shows for this goal only, and offers the published forms by name.
    expect(await page.locator('[data-field="goal_form"]').isVisible()).toBe(false);
    await pick('goal', 'Форма из конструктора');
    await page.locator('[data-field="goal_form"]').waitFor();
    await choose('goal_form', FORM_NAME);
    await page.locator('[data-field="goal_form"]').getByText(FORM_NAME).waitFor();
    // Every visitor to the control (the page's form as it is); a test needs two variants.
    await addVariant('Контроль', '100');
    await addVariant('Запасной', '0');
    await pick('state', 'Идёт');
    const [created] = await saveUntil(
      page,
      async () => {
        const found = await cms<{ id: number; goal: string; goal_form: number | null }[]>(
          'GET',
          `/items/experiments?filter[name][_eq]=${encodeURIComponent(TEST_NAME)}&fields=id,goal,goal_form`,
        );
        return found.length ? found : undefined;
      },
      'the test to be saved',
    );
    const experimentId = created!.id;
    cleanup.push(() => cms('DELETE', `/items/experiments/${experimentId}`));
    expect(created).toMatchObject({ goal: 'form', goal_form: formId });

    // A visitor who accepts cookies is counted in the test and completes the form on the page.
    const visitor = await browser.newContext({ locale: 'ru-RU' });
    try {
      const v = await visitor.newPage();
      await v.goto(`${SITE()}${PATH}`);
      await waitForInteractive(v);
      await v.getByRole('button', { name: 'Принять' }).click();
      await eventually(
        async () => {
          await v.goto(`${SITE()}${PATH}`);
          const cookies = await visitor.cookies();
          return cookies.some((c) => c.name === `ab_${experimentId}`) ? true : undefined;
        },
        30_000,
        'the visitor assigned a variant',
      );
      await waitForInteractive(v);
      const form = v.getByRole('form', { name: FORM_TITLE });
      // Typed key by key, as a person does (a form filled faster than a person can waits in spam review).
      await form.getByLabel('ФИО').pressSequentially('Ольга Смирнова', { delay: 40 });
      await form.getByLabel('E-mail').pressSequentially(`visitor-${stamp}@${DOMAIN}`, { delay: 40 });
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Отправить' }).click();
      await v.getByText('Заявка принята').first().waitFor({ timeout: 30_000 });
    } finally {
      await visitor.close();
    }

    // On the marketer's screen: the test's variants (the site writes results every 30 s)…
    let shown = '';
    await eventually(
      async () => {
        await page.goto(`${CMS()}/admin/content/experiments/${experimentId}`);
        const list = page.locator('[data-field="variants"] .interface');
        await list
          .getByText('Контроль')
          .first()
          .waitFor({ timeout: 20_000 })
          .catch(() => undefined);
        shown = await list.innerText().catch(() => '');
        return shown.includes('Контроль: доля 100 · посетителей 1 · заявок 1') ? true : undefined;
      },
      150_000,
      'the lead of the goal form counted as the control’s conversion',
    ).catch((e: unknown) => {
      throw new Error(`${(e as Error).message}; the admin showed: ${shown}`);
    });

    // …and «Аналитика» → «A/B-тесты»: the list of tests names the goal and its form.
    await page.goto(`${CMS()}/admin/insights`);
    await page.getByText('A/B-тесты', { exact: true }).first().click();
    const row = page.locator('.v-workspace-tile', { hasText: 'Тесты' }).locator('.v-list-item', { hasText: TEST_NAME }).last();
    await row.waitFor({ timeout: 30_000 });
    await expect(row.innerText()).resolves.toMatch(
      new RegExp(`${TEST_NAME}\\s*·\\s*Идёт\\s*·\\s*цель: Форма из конструктора\\s*${FORM_NAME}\\s*·\\s*страница ${PATH}`),
    );
    await page.close();
  }, 400_000);
});
