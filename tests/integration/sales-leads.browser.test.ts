// Who wrote, as each role sees it in the real admin app (Chromium, 1440×900): sales («Отдел
// продаж») open «Заявки» and read each lead as «ФИО · компания · форма»; the marketer opens the same
// list and sees the lead without the person (no name, company or e-mail anywhere on the screen),
// and exports every lead of a search, not the 25 of the page on screen.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminContext, MARKETER, MARKETER_ZONES, signInToAdmin } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { CMS, cms, deleteRowsOfDomain, eventually } from '../support/stack';

jest.setTimeout(180_000);

const DOMAIN = 'sales-leads.example';
const SALES = { email: `sales-${Date.now()}@example.com`, password: 'ecm-sales-check' };
const LEAD = {
  kind: 'demo',
  fio: 'Сидорова Анна Павловна',
  company: 'ООО «Ромашка-Документ»',
  email: `anna@${DOMAIN}`,
  phone: '+7 900 000-00-00',
  source_url: '/ru/products/ecm/sales-leads-check/',
  fields: {},
  payload: {},
  attribution: {},
};

const admin = () => `http://localhost:${new URL(CMS()).port}`;
let browser: Browser;
let context: BrowserContext | undefined;
let salesUser = '';

beforeAll(async () => {
  const [role] = await cms<{ id: string }[]>('GET', `/roles?filter[name][_eq]=${encodeURIComponent('Отдел продаж')}&fields=id`);
  ({ id: salesUser } = await cms<{ id: string }>('POST', '/users', {
    ...SALES,
    first_name: 'Олег',
    last_name: 'Продажи',
    role: role!.id,
    status: 'active',
    language: 'ru-RU',
  }));
  await cms('POST', '/items/leads', LEAD);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await deleteRowsOfDomain('leads', DOMAIN);
  if (salesUser) await cms('DELETE', `/users/${salesUser}`).catch(() => {});
});
afterEach(async () => {
  await context?.close();
});

/** The lead list, signed in as `user`, once it shows the test lead's page. */
async function leadList(user: { email: string; password: string }): Promise<Page> {
  context = await adminContext(browser, MARKETER_ZONES.utc, { viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signInToAdmin(page, admin(), user);
  await page.goto(`${admin()}/admin/content/leads`);
  return page;
}

describe('the lead list', () => {
  it('names the person, the company and the form for sales', async () => {
    const page = await leadList(SALES);
    await page.getByText(`${LEAD.fio} · ${LEAD.company} · Демонстрация`).first().waitFor({ timeout: 60_000 });
  });

  it('shows the marketer the lead without personal data', async () => {
    const page = await leadList(MARKETER);
    // The lead is there (its page, in everyone's table), the person is not.
    await page.getByText(LEAD.source_url).first().waitFor({ timeout: 60_000 });
    const text = await page.locator('body').innerText();
    for (const personal of [LEAD.fio, LEAD.company, LEAD.email]) expect(text).not.toContain(personal);
  });
});

describe('the export of the lead list', () => {
  // More leads of one advertising source than the list's page holds (25), and a few of another.
  const SOURCE = `export-check-${Date.now()}`;
  const TAGGED = 31;
  beforeAll(async () => {
    const lead = (i: number, utm_source: string) => ({ ...LEAD, email: `export-${i}@${DOMAIN}`, utm_source });
    await cms('POST', '/items/leads', [
      ...Array.from({ length: TAGGED }, (_, i) => lead(i, SOURCE)),
      ...Array.from({ length: 4 }, (_, i) => lead(100 + i, 'other-source')),
    ]);
  });

  it("downloads every lead of the marketer's search, not the page on screen", async () => {
    const page = await leadList(MARKETER);
    // The search opens at a click on its magnifier, as a person opens it.
    await page.getByRole('search').click();
    await page.getByRole('search').locator('input').fill(SOURCE);
    // The list has found them, as the marketer reads it: one page of 25 on screen.
    await page.getByText(`${TAGGED} элемент`).first().waitFor({ timeout: 60_000 });
    await page.getByText('Импорт / Экспорт', { exact: true }).click();
    await page.getByRole('button', { name: 'Экспорт элементов' }).click();
    const drawer = page.locator('.v-drawer', { hasText: 'Расположение экспорта' });
    // The drawer says all of them, and the limit field is empty («Не ограничено»).
    await drawer.getByText(`Выгрузятся все записи раздела «Заявки» по фильтру и поиску ниже: ${TAGGED}.`).waitFor();
    await expect(drawer.getByPlaceholder('Не ограничено').inputValue()).resolves.toBe('');
    await page.screenshot({ path: 'test-results/lead-export-1440.png' });
    const download = page.waitForEvent('download');
    // The drawer's own button (an icon with the tooltip «Скачать файл», no accessible name in Directus 11.17.4).
    await drawer.locator('button:has([data-icon="download"])').click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    const rows = csv.trim().split('\n').slice(1);
    expect(rows).toHaveLength(TAGGED);
    for (const row of rows) expect(row).toContain(SOURCE);
    // The personal data the marketer may not read is not in the file either.
    expect(csv).not.toContain(LEAD.fio);
    expect(csv).not.toContain(DOMAIN);
    // A limit the marketer types is kept: the drawer opened again starts at all rows, a typed 10 gives 10.
    await drawer.getByPlaceholder('Не ограничено').fill('10');
    await drawer.getByText(`Выгрузятся 10 из ${TAGGED} записей раздела «Заявки» по фильтру и поиску ниже.`).waitFor();
    await eventually(
      async () => ((await drawer.getByPlaceholder('Не ограничено').inputValue()) === '10' ? true : undefined),
      5_000,
      'the typed limit kept',
    );
  });
});
