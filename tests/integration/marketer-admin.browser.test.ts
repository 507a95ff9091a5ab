// A marketer's day in the admin app, read off the screen as they see it (Chromium, 1440×900, signed
// in as «Маркетолог»): the app opens on «Страницы», listed first; the lead dashboard counts today's
// lead, sent through the site's form API, in its day chart and fits the screen; A/B results are in
// «Аналитика» with the test, the page's block and the variant named; a lead's title is readable and
// a test lead can be deleted; the version menu is Russian. Every screen visited is checked for
// English words (names such as «Directus» and «SEO» aside): Directus' ru-RU strings leave some
// English, which cms/state/translations.mjs replaces. A new page stays open once saved, and the block
// catalogue opened from the module bar leaves the rest of the site as visitors see it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminContext, MARKETER, MARKETER_ZONES, signInToAdmin, openDashboard } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { DRAINED_WITHIN_MS } from '../support/journal';
import { CMS, cms, deleteRowsOfDomain, eventually, site, SITE } from '../support/stack';
import { createAbTest } from '../support/experiments';

const DOMAIN = 'marketer-admin.example';
const tag = `${Date.now()}`;
const PATH = `/marketer-admin-${tag}/`;
const TEST_NAME = `Заголовок первого экрана ${tag}`;

const origin = () => `http://localhost:${new URL(CMS()).port}`;

/**
 * Words of Latin letters a Russian screen may show: product and technology names, and what the
 * site's own content or settings hold (utm parameters, SEO field names).
 */
const ALLOWED = new Set(
  [
    'Directus',
    'SEO',
    'URL',
    'CSV',
    'ECM',
    'ELMA365',
    'ELMA',
    'SaaS',
    'low',
    'code',
    'CRM',
    'utm_source',
    'utm_campaign',
    'utm',
    'title',
    'description',
    'IP',
    'API',
    'PDF',
    'JSON',
    'reCAPTCHA',
    'Google',
    'ID',
    // The SEO fields of a page: the protocol's name, and the robots directive.
    'Open',
    'Graph',
    'noindex',
    'Roistat',
    // Content: product classes in page titles, and the word the site's own cookie notice uses.
    'CSP',
    'ERP',
    'cookie',
  ].map((w) => w.toLowerCase()),
);

/**
 * The Latin words of the visible text of the screen, once addresses, paths, e-mails and the test's
 * own data are taken out: what is left is interface text that should have been Russian.
 */
async function englishOnScreen(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const stripped = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/(^|\s)\/\S*/g, ' ')
    .replace(/\{\{[^}]*\}\}/g, ' ');
  const words = stripped.match(/[A-Za-z][A-Za-z_]+/g) ?? [];
  return [...new Set(words.filter((w) => !ALLOWED.has(w.toLowerCase())))];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageId: number;
let experimentId: number;
let marketerId: string;
let newPageId: number | undefined;

const freshIp = (() => {
  let n = 0;
  return () => `10.27.${Math.floor(++n / 250)}.${n % 250}`;
})();

/** A lead sent the way a visitor sends it: through the site's form API (a question, or a trial with the company's size). */
async function sendLead(form: 'question' | 'trial'): Promise<void> {
  const common = {
    fio: 'Анна Смирнова',
    phone: '89991234567',
    company: 'ООО Ромашка',
    email: `${form}-${tag}@${DOMAIN}`,
    source_url: `http://localhost/ru/products/ecm${PATH}`,
  };
  const body =
    form === 'question'
      ? { ...common, comment: 'Сколько стоит?', accept_rules: true }
      : { ...common, company_size: '501-2000', agree: true };
  const r = await site(`/api/${form}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), 'user-agent': 'marketer-admin-test' },
    body: JSON.stringify(body),
  });
  expect(r.status).toBe(201);
}

const leadsOfThisTest = () =>
  cms<{ id: string; kind: string }[]>('GET', `/items/leads?filter[email][_ends_with]=${DOMAIN}&fields=id,kind&limit=-1`);

beforeAll(async () => {
  const created = await cms<{ id: number; blocks: number[] }>('POST', '/items/pages', {
    path: PATH,
    title: 'Проверка дня маркетолога',
    status: 'published',
    blocks: [{ collection: 'block_rich_text', sort: 1, item: { title: 'Блок под тестом', content: '<p>Текст.</p>' } }],
  });
  pageId = created.id;
  const experiment = await createAbTest({ name: TEST_NAME, state: 'draft', goal: 'question', page: pageId, block: created.blocks[0]! }, [
    { name: 'Контроль', weight: 50 },
    { name: 'Новый заголовок', weight: 50 },
  ]);
  experimentId = experiment.id;
  // The figures the site writes onto the variants as visitors come (lib/experiments).
  const variants = await cms<{ id: number; name: string }[]>(
    'GET',
    `/items/experiment_variants?filter[experiment][_eq]=${experimentId}&fields=id,name`,
  );
  for (const v of variants)
    await cms(
      'PATCH',
      `/items/experiment_variants/${v.id}`,
      v.name === 'Контроль' ? { visitors: 120, leads: 3, conversion: '2,50 %' } : { visitors: 118, leads: 9, conversion: '7,63 %' },
    );
  marketerId = (await cms<{ id: string }[]>('GET', `/users?filter[email][_eq]=${MARKETER.email}&fields=id`))[0]!.id;

  await sendLead('question');
  await sendLead('trial');
  await eventually(async () => ((await leadsOfThisTest()).length === 2 ? true : undefined), DRAINED_WITHIN_MS, 'the leads in Directus');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await cms('DELETE', `/items/experiments/${experimentId}`).catch(() => undefined);
  await cms('DELETE', `/items/pages/${pageId}`).catch(() => undefined);
  if (newPageId) await cms('DELETE', `/items/pages/${newPageId}`).catch(() => undefined);
  await deleteRowsOfDomain('leads', DOMAIN);
});

beforeEach(async () => {
  context = await adminContext(browser, MARKETER_ZONES.novosibirsk, { viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

/** The Latin words on the current screen, expected to be none but the allowed names. */
async function expectRussian(where: string) {
  const english = await englishOnScreen(page);
  if (english.length) console.log(`English on ${where}: ${english.join(', ')}`);
  expect(english).toEqual([]);
}

describe('a marketer in the admin app', () => {
  it('lands on «Страницы», the first collection of the list, after signing in', async () => {
    // Directus returns people to the page they were last on: a block's own list (empty, reached from
    // a page's block) is no start screen (cms/extensions/start-page), nor is none (a first sign-in).
    await cms('PATCH', `/users/${marketerId}`, { last_page: '/content/block_media' });
    await signInToAdmin(page, origin());
    await page.waitForURL(/\/admin\/content\/pages(\?|$)/, { timeout: 30_000 });
    await page.locator('header').getByText('Страницы').first().waitFor();
    const navigation = page.locator('.content-navigation > .v-list-item');
    await navigation.first().waitFor();
    expect((await navigation.first().innerText()).trim()).toBe('Страницы');
    // The list itself: the home page's row.
    await page.locator('.v-table').getByText('Главная').first().waitFor({ timeout: 30_000 });
    await expectRussian('the pages list');
  }, 90_000);

  it("sees today's lead in the lead dashboard's day chart, the dashboard within the screen", async () => {
    await signInToAdmin(page, origin());
    await openDashboard(page, origin(), 'Заявки');
    const day = page.locator('.v-workspace-tile', { hasText: 'Заявки по дням' });
    // The chart counts every lead of the range; today's column carries this test's lead at least.
    const summary = day.locator('.summary');
    await summary.waitFor({ timeout: 30_000 });
    await expect(summary.innerText()).resolves.toMatch(/сегодня: [1-9]\d*/);
    // Today as the chart counts it: the Moscow day, not this machine's (UTC here, the next day in
    // Moscow from 21:00).
    const label = new Date().toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit' });
    const todayBar = day.locator('.bar').last();
    await expect(todayBar.getAttribute('title')).resolves.toMatch(new RegExp(`^${label.replace('.', '\\.')}: [1-9]`));
    await expect(todayBar.locator('.count').innerText()).resolves.toMatch(/^[1-9]\d*$/);
    await expect(page.locator('.v-workspace-tile', { hasText: 'Заявки по неделям' }).locator('.summary').innerText()).resolves.toMatch(
      /эта неделя: [1-9]/,
    );
    // No panel reaches past the right edge of the visible area (the sidebar open, as at 1440 px).
    const overflow = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const right = main.getBoundingClientRect().right;
      return [...document.querySelectorAll('.v-workspace-tile')].map((p) => p.getBoundingClientRect().right - right).filter((d) => d > 1);
    });
    expect(overflow).toEqual([]);
    // Labels, not codes: CRM delivery and the captcha state of the lead.
    await page.locator('.v-workspace-tile', { hasText: 'Доставка в CRM' }).getByText('CRM не подключена').waitFor();
    await expectRussian('the lead dashboard');
  }, 90_000);

  it('reads A/B results in «Аналитика» with the test, the page, its block and the variants named', async () => {
    await signInToAdmin(page, origin());
    await openDashboard(page, origin(), 'A/B-тесты');
    const row = (panel: string, text: string) =>
      page.locator('.v-workspace-tile', { hasText: panel }).locator('.v-list-item', { hasText: text });
    const test = row('Тесты', TEST_NAME).last();
    await test.waitFor({ timeout: 30_000 });
    await expect(test.innerText()).resolves.toMatch(
      // Each label the list shows comes with a «·» of its own (Directus' labels display).
      new RegExp(`${TEST_NAME}[\\s·]*Черновик[\\s·]*цель:[\\s·]*Вопрос[\\s·]*страница ${PATH}[\\s·]*блок №1[\\s·]*Текст`),
    );
    // The goal is a spec form: its label alone, no «--» where a built form's name would be.
    await expect(test.innerText()).resolves.not.toContain('--');
    const variant = (name: string) => row('Варианты', `«${name}»`).filter({ hasText: TEST_NAME }).last();
    await expect(variant('Контроль').innerText()).resolves.toContain('«Контроль»: посетителей 120, заявок 3, конверсия 2,50 %');
    await expect(variant('Новый заголовок').innerText()).resolves.toContain(
      '«Новый заголовок»: посетителей 118, заявок 9, конверсия 7,63 %',
    );
    await expectRussian('the A/B dashboard');

    // In the test itself, each figure of a variant is named.
    await page.goto(`${origin()}/admin/content/experiments/${experimentId}`);
    await page.getByText('Контроль: доля 50 · посетителей 120 · заявок 3 · конверсия 2,50 %').first().waitFor({ timeout: 30_000 });
    await expectRussian('the A/B test');
  }, 90_000);

  it("reads a lead's title, the company size in the list (and so in the export), and deletes a test lead", async () => {
    const leads = await leadsOfThisTest();
    const question = leads.find((l) => l.kind === 'question')!;
    await signInToAdmin(page, origin());

    // The list's columns are what «Экспорт» writes by default: the company size is among them.
    await page.goto(`${origin()}/admin/content/leads`);
    const header = page.locator('.v-table thead');
    await header.getByText('Количество сотрудников').waitFor({ timeout: 30_000 });
    await expect(header.getByText('Должность').count()).resolves.toBe(1);
    await page.locator('.v-table tbody tr', { hasText: '501-2000' }).first().waitFor({ timeout: 30_000 });
    await expectRussian('the lead list');

    await page.goto(`${origin()}/admin/content/leads/${question.id}`);
    const title = page.locator('header h1');
    await title.getByText('Вопрос').waitFor({ timeout: 30_000 });
    const text = await title.innerText();
    expect(text).toContain(PATH);
    expect(text).not.toContain('--');
    await expectRussian('a lead');

    await page.locator('header button:has(i[data-icon="delete"])').click();
    const confirm = page.locator('.v-card', { hasText: 'Вы уверены, что хотите продолжить?' });
    await confirm.waitFor({ timeout: 30_000 });
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await page.waitForURL(/\/admin\/content\/leads(\?|$)/, { timeout: 30_000 });
    await expect(leadsOfThisTest()).resolves.toEqual([leads.find((l) => l.kind === 'trial')]);
  }, 90_000);

  it('finds the version menu of a page in Russian, the working copy not named like a draft page, and its schedule in Moscow time', async () => {
    await signInToAdmin(page, origin());
    await page.goto(`${origin()}/admin/content/pages/${pageId}`);
    await page.locator('.version-button').click();
    const menu = page.locator('.v-menu-content');
    await menu.getByText('Создать версию', { exact: true }).waitFor({ timeout: 30_000 });
    await expect(menu.getByText('Рабочая копия', { exact: true }).count()).resolves.toBe(1);
    await expect(menu.getByText('Черновик', { exact: true }).count()).resolves.toBe(0);
    await expectRussian('the version menu of a page');
    await page.keyboard.press('Escape');

    // The schedule: Moscow time whatever the browser's zone, its controls named in Russian
    // (scheduling-moscow.browser.test.ts publishes with it).
    const schedule = page.locator('.field', { hasText: 'Опубликовать по расписанию' });
    await schedule.getByText('по Москве (МСК)', { exact: true }).waitFor({ timeout: 15_000 });
    await schedule.getByLabel('Часы по Москве').waitFor();
    await schedule.getByLabel('Минуты').waitFor();
    await expectRussian('the schedule picker');
  }, 90_000);

  it('stays on a new page once it is saved, and goes back to the list from there', async () => {
    const title = `Новая страница ${tag}`;
    await signInToAdmin(page, origin());
    // From the list, as a marketer starts a page (sign-in returns to the page last visited).
    await page.goto(`${origin()}/admin/content/pages`);
    await page.locator('.v-table').first().waitFor({ timeout: 30_000 });
    await page.goto(`${origin()}/admin/content/pages/+`);
    const titleField = page.locator('[data-field="title"] input');
    await titleField.waitFor({ timeout: 30_000 });
    await titleField.fill(title);
    await page.locator('[data-field="path"] input').fill(`/marketer-admin-new-${tag}/`);
    const created = page.waitForResponse((r) => /\/items\/pages(\?|$)/.test(r.url()) && r.request().method() === 'POST');
    await page.locator('.header-bar button:has(i[data-icon="check"])').first().click();
    const response = await created;
    expect(response.status()).toBe(200);
    newPageId = ((await response.json()) as { data: { id: number } }).data.id;
    // The saved page is open, as it is after «Сохранить и остаться».
    await page.waitForURL(new RegExp(`/admin/content/pages/${newPageId}$`), { timeout: 30_000 });
    await eventually(async () => ((await titleField.inputValue()) === title ? true : undefined), 30_000, 'the saved page in the form');
    await expectRussian('a page just created');
    // Back is the list, not an empty new-page form.
    await page.goBack();
    await page.waitForURL(/\/admin\/content\/pages(\?|$)/, { timeout: 30_000 });
  }, 90_000);

  it('opens the block catalogue from the module bar, and the site stays as visitors see it in that browser', async () => {
    await signInToAdmin(page, origin());
    await page.goto(`${origin()}/admin/content/pages`);
    const link = page.locator('a[href*="path=/block-catalogue/"]').first();
    await link.waitFor({ timeout: 30_000 });
    const opened = context.waitForEvent('page');
    await link.click();
    const catalogue = await opened;
    await catalogue.getByRole('heading', { name: 'Каталог блоков', level: 1 }).waitFor({ timeout: 60_000 });
    await catalogue.getByRole('img', { name: 'Пример блока «Изображение или видео»' }).waitFor({ timeout: 30_000 });
    // The catalogue is no draft: no draft banner there, nor on the site's pages afterwards.
    expect(await catalogue.getByText('Черновик:').count()).toBe(0);
    const visitor = await context.newPage();
    await visitor.goto(`${SITE().replace('://127.0.0.1:', '://localhost:')}/`);
    await visitor.locator('main').first().waitFor({ timeout: 30_000 });
    expect(await visitor.getByText('Черновик:').count()).toBe(0);
    // A draft page is no page for that browser (in draft mode it would be).
    const { id } = await cms<{ id: number }>('POST', '/items/pages', {
      path: `/marketer-admin-draft-${tag}/`,
      title: 'Черновик для проверки',
      status: 'draft',
      blocks: [{ collection: 'block_rich_text', sort: 1, item: { content: '<p>Черновик.</p>' } }],
    });
    try {
      const draft = await visitor.goto(`${SITE().replace('://127.0.0.1:', '://localhost:')}/marketer-admin-draft-${tag}/`);
      expect(draft?.status()).toBe(404);
    } finally {
      await cms('DELETE', `/items/pages/${id}`);
    }
  }, 120_000);
});
