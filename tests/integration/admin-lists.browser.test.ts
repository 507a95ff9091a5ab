// Table cells, column headers and price-table features are lists of texts (JSON), edited in the
// admin app's list interface: a cell with a comma stays one cell, repeated cells stay, and the order
// is kept. Regression of the csv/tags fields, which split «Хранение 1,5 года» into two cells and
// merged a row's two «+» into one. Done by the marketer in Chromium, through the item form.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminContext, MARKETER_ZONES, saveUntil, signInToAdmin } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { CMS, cms, eventually, site } from '../support/stack';

const PATH = '/admin-lists-check/';
const texts = (...entries: string[]) => entries.map((text) => ({ text }));

const cmsPort = () => new URL(CMS()).port;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageId: number;
let rowId: number;

beforeAll(async () => {
  const created = await cms<{ id: number; blocks: number[] }>('POST', '/items/pages', {
    path: PATH,
    title: 'Проверка списков ячеек',
    status: 'published',
    blocks: [
      {
        collection: 'block_table',
        sort: 1,
        item: {
          title: 'Сроки хранения',
          columns: texts('Возможность', 'Облако', 'Сервер'),
          items: [{ cells: texts('Маршруты согласования и канцелярия', '+', '+') }],
        },
      },
    ],
  });
  pageId = created.id;
  const [row] = await cms<{ id: number }[]>(
    'GET',
    `/items/block_table_items?filter[block_table_id][title][_eq]=${encodeURIComponent('Сроки хранения')}&fields=id`,
  );
  rowId = row!.id;
  await eventually(
    async () => ((await (await site(PATH)).text()).includes('Маршруты согласования и канцелярия') ? true : undefined),
    30_000,
    'the new page to go live',
  );
  browser = await launchBrowser();
  context = await adminContext(browser, MARKETER_ZONES.utc);
  page = await context.newPage();
}, 90_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await cms('DELETE', `/items/pages/${pageId}`);
});

/** The entries of the list interface of `field`, as shown in the form. */
const entries = (field: string) => page.locator(`[data-field="${field}"] .repeater .v-list-item`);

/** Opens an entry (or a new one) in its drawer, types the text and closes the drawer with ✓. */
async function fillDrawer(text: string) {
  const drawer = page.locator('.v-drawer');
  await drawer.locator('input').first().fill(text);
  await drawer.locator('button:has(i[data-icon="check"])').first().click();
  await drawer.waitFor({ state: 'detached' });
}

describe('lists of texts in the admin app', () => {
  it('keeps a cell with a comma and repeated cells through a save of the row form', async () => {
    await signInToAdmin(page, `http://localhost:${cmsPort()}`);

    await page.goto(`http://localhost:${cmsPort()}/admin/content/block_table_items/${rowId}`);
    await entries('cells').first().waitFor({ timeout: 30_000 });
    // Both «+» are there: the tags interface showed one chip for the two.
    await expect(entries('cells').allTextContents()).resolves.toEqual(['Маршруты согласования и канцелярия', '+', '+']);

    await entries('cells').first().click();
    await fillDrawer('Хранение 1,5 года');
    await page.getByRole('button', { name: 'Добавить ячейку' }).click();
    await fillDrawer('Да, частично');
    await expect(entries('cells').allTextContents()).resolves.toEqual(['Хранение 1,5 года', '+', '+', 'Да, частично']);

    // Save; pressed again every 2 s until stored (a busy machine may swallow the first press).
    const wanted = texts('Хранение 1,5 года', '+', '+', 'Да, частично');
    await saveUntil(
      page,
      async () => {
        const { cells } = await cms<{ cells: unknown }>('GET', `/items/block_table_items/${rowId}?fields=cells`);
        return JSON.stringify(cells) === JSON.stringify(wanted) ? true : undefined;
      },
      'the row to be saved',
      { timeoutMs: 30_000, everyMs: 2_000 },
    );

    // The form shows the same four cells when opened again.
    await page.reload();
    await entries('cells').first().waitFor({ timeout: 30_000 });
    await expect(entries('cells').allTextContents()).resolves.toEqual(['Хранение 1,5 года', '+', '+', 'Да, частично']);

    // The live page shows the row as four cells, the comma inside the first.
    await eventually(
      async () => {
        const html = await (await site(PATH)).text();
        return html.includes('Хранение 1,5 года') && html.includes('Да, частично') ? html : undefined;
      },
      30_000,
      'the saved row on the live page',
    );
  }, 180_000);
});
