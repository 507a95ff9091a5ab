// Who wrote, as each role sees it in the real admin app (Chromium, 1440×900): sales («Отдел
// продаж») open «Заявки» and read each lead as «ФИО · компания · форма»; the marketer opens the same
// list and sees the lead without the person (no name, company or e-mail anywhere on the screen).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MARKETER, signInToAdmin } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { CMS, cms, deleteRowsOfDomain } from '../support/stack';

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
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
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
