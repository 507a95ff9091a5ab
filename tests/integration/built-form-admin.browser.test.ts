// The admin's side of built forms, driven in the real Directus admin app signed in as the marketer:
// - the preview pane of a form (its preview URL) shows an unpublished form as visitors will see it:
//   its condition live, step 2 reachable, a save shown without a reload; visitors get a 404 there;
// - an A/B test whose goal is «Форма из конструктора», the form picked from the relation in the
//   admin; a visitor's completed lead of that form is a conversion shown on the marketer's screen
//   (the test's variants) and «Аналитика» → «A/B-тесты» → «Тесты» names the goal form, by its new name
//   after the marketer renames it.
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { adminContext, chooseInDrawer, MARKETER_ZONES, pickOption, saveUntil, signInToAdmin, openDashboard } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { waitForInteractive } from '../support/interactive';
import { createForm, SED_NAME_IF_OTHER, revealSedName } from '../support/built-forms';
import { CMS, SITE, cms, eventually, previewSecret, site, deleteRowsOfDomain, publishPage } from '../support/stack';
import { createAbTest } from '../support/experiments';

const stamp = Date.now();
const DOMAIN = 'built-form-admin.example';

let browser: Browser;
let admin: BrowserContext;
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminContext(browser, MARKETER_ZONES.novosibirsk);
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
        SED_NAME_IF_OTHER,
        { type: 'phone', name: 'phone', label: 'Телефон', required: true, step: 2 },
      ],
    });
    formId = form.id;
    cleanup.push(() => cms('DELETE', `/items/forms/${formId}`));
  });

  it('shows the unpublished form as visitors will see it, its condition live, sends nothing, and follows a save', async () => {
    const page = await admin.newPage();
    await page.goto(`${CMS()}/admin/content/forms/${formId}`);
    await page.locator('[data-field="title"] input').waitFor({ timeout: 30_000 });
    const frame = await openPreview(page);
    const form = frame.getByRole('form', { name: TITLE });
    await form.waitFor({ timeout: 60_000 });
    await form.getByLabel('E-mail').waitFor();
    expect(await form.getByText('Шаг 1 из 2').count()).toBe(1);

    // The condition is live: «Какая именно?» shows for «Другая» only (once the form's code is in).
    expect(await form.getByLabel('Какая именно?').count()).toBe(0);
    await revealSedName(form, { none: 'none', other: 'other' }, 'the field under the condition');
    await form.getByLabel('Какая СЭД у вас сейчас?').selectOption('none');
    await form.getByLabel('Какая именно?').waitFor({ state: 'detached' });

    // Nothing is sent from the preview; its step buttons open each step.
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/form/')) sent.push(r.url());
    });
    await frame.getByRole('button', { name: 'Шаг 2' }).click();
    await form.getByLabel('Телефон').waitFor({ timeout: 30_000 });
    expect(await form.getByText('Шаг 2 из 2').count()).toBe(1);
    await frame.getByRole('button', { name: 'Шаг 1' }).click();
    await form.getByLabel('E-mail').waitFor({ timeout: 30_000 });

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
    expect(sent).toEqual([]);
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
  let experimentId = 0;

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
    const page = await publishPage(PATH, PAGE_TITLE, [{ collection: 'block_lead_form', item: { form: formId, form_kind: 'form' } }]);
    cleanup.push(() => cms('DELETE', `/items/pages/${page.id}`));
    // The test's page, block and variants (made in the admin by experiments.browser.test.ts): a draft
    // whose goal the marketer sets. Every visitor goes to the control, the page's form as it is.
    const experiment = await createAbTest({ name: TEST_NAME, state: 'draft', goal: 'question', page: page.id, block: page.blocks[0]! }, [
      { name: 'Контроль', weight: 100 },
      { name: 'Запасной', weight: 0 },
    ]);
    experimentId = experiment.id;
    cleanup.push(() => cms('DELETE', `/items/experiments/${experimentId}`));
  });

  it('is made by the marketer picking the form; a completed lead of it is a conversion on the marketer’s screen', async () => {
    const page = await admin.newPage();
    const pick = (field: string, label: string) => pickOption(page, page, field, label);
    await page.goto(`${CMS()}/admin/content/experiments/${experimentId}`);
    await page.locator('[data-field="name"] input').waitFor({ timeout: 30_000 });
    // The form's relation shows for the goal «Форма из конструктора» only, and offers the published forms by name.
    expect(await page.locator('[data-field="goal_form"]').isVisible()).toBe(false);
    await pick('goal', 'Форма из конструктора');
    await page.locator('[data-field="goal_form"]').waitFor();
    await chooseInDrawer(page, 'goal_form', FORM_NAME);
    await page.locator('[data-field="goal_form"]').getByText(FORM_NAME).waitFor();
    await pick('state', 'Идёт');
    await saveUntil(
      page,
      async () => {
        const e = await cms<{ goal: string; goal_form: number | null; state: string }>(
          'GET',
          `/items/experiments/${experimentId}?fields=goal,goal_form,state`,
        );
        return e.goal === 'form' && e.goal_form === formId && e.state === 'running' ? true : undefined;
      },
      'the goal form and the state to be saved',
    );

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

    // …and «Аналитика» → «A/B-тесты»: the list of tests names the goal form…
    const testsRow = async () => {
      await openDashboard(page, CMS(), 'A/B-тесты');
      const row = page.locator('.v-workspace-tile', { hasText: 'Тесты' }).locator('.v-list-item', { hasText: TEST_NAME }).last();
      await row.waitFor({ timeout: 30_000 });
      return row.innerText();
    };
    const named = (form: string) => new RegExp(`${TEST_NAME}[\\s·]*Идёт[\\s·]*цель:\\s*форма «${form}»[\\s·]*страница ${PATH}`);
    let tests = await testsRow();
    expect(tests).toMatch(named(FORM_NAME));
    expect(tests).not.toContain('--');

    // …and still after the marketer renames the form in «Формы».
    const RENAMED = `Тест: цель A/B, новое имя ${stamp}`;
    await page.goto(`${CMS()}/admin/content/forms/${formId}`);
    const name = page.locator('[data-field="name"] input');
    await name.waitFor({ timeout: 30_000 });
    await name.fill(RENAMED);
    await saveUntil(
      page,
      async () => ((await cms<{ name: string }>('GET', `/items/forms/${formId}?fields=name`)).name === RENAMED ? true : undefined),
      'the form’s new name to be saved',
    );
    await eventually(
      async () => {
        tests = await testsRow();
        return named(RENAMED).test(tests) ? true : undefined;
      },
      60_000,
      'the renamed form named in «Тесты»',
    ).catch((e: unknown) => {
      throw new Error(`${(e as Error).message}; the panel showed: ${tests}`);
    });
    expect(tests).not.toContain('--');
    // The test's own page names the form by its new name too.
    await page.goto(`${CMS()}/admin/content/experiments/${experimentId}`);
    await page.locator('[data-field="goal_form"]').getByText(RENAMED).waitFor({ timeout: 30_000 });
    // …and so does the list of tests in «A/B-тесты».
    await page.goto(`${CMS()}/admin/content/experiments`);
    await page.locator('tr', { hasText: TEST_NAME }).getByText(`форма «${RENAMED}»`).waitFor({ timeout: 30_000 });
    await page.close();
  }, 520_000);
});

describe('the lead-form block', () => {
  const PATH = `/built-form-block-${stamp}/`;
  const FORM_TITLE = `Заявка на пилот ${stamp}`;
  const BLOCK_TITLE = `Вопрос со страницы ${stamp}`;
  let blockId = 0;
  let pageId = 0;
  let formId = 0;

  beforeAll(async () => {
    const form = await createForm({
      name: `Пилот ${stamp}`,
      title: FORM_TITLE,
      fields: [{ type: 'email', name: 'email', label: 'E-mail', required: true, step: 1 }],
    });
    cleanup.push(() => cms('DELETE', `/items/forms/${form.id}`));
    formId = form.id;
    const page = await cms<{ id: number; blocks: { item: string }[] }>('POST', '/items/pages?fields=id,blocks.item', {
      path: PATH,
      title: `Страница с формой ${stamp}`,
      status: 'published',
      blocks: [{ collection: 'block_lead_form', sort: 1, item: { form_kind: 'question', title: BLOCK_TITLE } }],
    });
    cleanup.push(() => cms('DELETE', `/items/pages/${page.id}`));
    pageId = page.id;
    blockId = Number(page.blocks[0]!.item);
    await eventually(
      async () => ((await (await site(PATH)).text()).includes(BLOCK_TITLE) ? true : undefined),
      30_000,
      'the page with its «Вопрос»',
    );
  });

  /**
   * Waits until the block's line in its page's «Блоки» reads `expected`, as the marketer reads it there
   * (the page opened afresh each time: the CMS writes the line just after the save it follows).
   */
  async function expectBlockLine(page: Page, expected: string) {
    let seen = '';
    await eventually(
      async () => {
        await page.goto(`${CMS()}/admin/content/pages/${pageId}`);
        const line = page.locator('[data-field="blocks"] .v-list-item', { hasText: 'Форма заявки' }).first();
        await line.waitFor({ timeout: 30_000 });
        seen = (await line.innerText()).replace(/\s+/g, ' ').trim();
        return seen === expected ? true : undefined;
      },
      60_000,
      `the block's line «${expected}»`,
    ).catch((e: unknown) => {
      throw new Error(`${(e as Error).message}; it read «${seen}»`);
    });
  }

  it('chooses its form once: a form of the site, or «Форма из конструктора» and then which one', async () => {
    const page = await admin.newPage();
    // The page's list of blocks names the form and the block's title, never «--».
    await expectBlockLine(page, `Форма заявки: Вопрос · ${BLOCK_TITLE}`);
    await page.goto(`${CMS()}/admin/content/block_lead_form/${blockId}`);
    const field = (name: string) => page.locator(`[data-field="${name}"]`);
    await field('form_kind').waitFor({ timeout: 30_000 });
    // A form of the spec: its texts, goals and CRM routing; no built form to pick.
    for (const name of ['title', 'metric_actions', 'qbpm_pipeline']) await expect(field(name).isVisible()).resolves.toBe(true);
    await expect(field('form').isVisible()).resolves.toBe(false);
    // «Форма из конструктора» in the same list: the built form's relation shows, the spec's texts go.
    await field('form_kind').locator('.v-select').first().click();
    await page.locator('.v-menu-content .v-list-item', { hasText: 'Форма из конструктора' }).first().click();
    await field('form').waitFor();
    for (const name of ['title', 'metric_actions', 'qbpm_pipeline']) await field(name).waitFor({ state: 'hidden' });
    await page.screenshot({ path: 'test-results/lead-form-one-choice-1500.png' });
    await field('form').locator('.many-to-one > button').click();
    const drawer = page.locator('.v-drawer').last();
    await drawer
      .locator('tbody tr', { hasText: `Пилот ${stamp}` })
      .first()
      .click();
    await drawer.locator('button:has(i[data-icon="check"])').first().click();
    await page.locator('.v-drawer').waitFor({ state: 'detached' });
    await saveUntil(
      page,
      async () => {
        const b = await cms<{ form_kind: string; form: number | null }>('GET', `/items/block_lead_form/${blockId}?fields=form_kind,form`);
        return b.form_kind === 'form' && b.form ? true : undefined;
      },
      'the block with the built form saved',
    );
    // The list now names the built form, and follows its renaming.
    await expectBlockLine(page, `Форма заявки: Пилот ${stamp} · из конструктора`);
    await page.locator('[data-field="blocks"]').screenshot({ path: 'test-results/lead-form-block-line-1500.png' });
    await cms('PATCH', `/items/forms/${formId}`, { name: `Пилот ${stamp}, весна` });
    await expectBlockLine(page, `Форма заявки: Пилот ${stamp}, весна · из конструктора`);
    await page.close();
    // Visitors get the built form, and no longer the spec's «Вопрос».
    let seen = '';
    await eventually(
      async () => {
        // What the page shows: its markup without the scripts (the page's data still holds the block's hidden title).
        const html = (await (await site(PATH)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
        seen = `built form ${html.includes(FORM_TITLE) ? 'shown' : 'missing'}, «Вопрос» ${html.includes(BLOCK_TITLE) ? 'shown' : 'gone'}`;
        return html.includes(FORM_TITLE) && !html.includes(BLOCK_TITLE) ? true : undefined;
      },
      60_000,
      'the built form on the page',
    ).catch((e: unknown) => {
      throw new Error(`${(e as Error).message}; the page: ${seen}`);
    });
  }, 180_000);
});
