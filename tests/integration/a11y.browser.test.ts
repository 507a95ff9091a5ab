// An axe-core audit of every page type (and of the open menus and the cookie notice) in Chromium:
// no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { cms, SITE } from '../support/stack';
import { waitForInteractive } from '../support/interactive';

// Each page type is loaded at two widths and audited twice: slower than one page visit.
jest.setTimeout(150_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function audit(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

async function visit(path: string, width: number, before?: (page: Page) => Promise<void>): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${SITE()}${path}`, { waitUntil: 'networkidle' });
    await waitForInteractive(page);
    await before?.(page);
    return await audit(page);
  } finally {
    await context.close();
  }
}

/** The first published item of a content collection, as a detail path. */
async function firstPath(collection: string, prefix: string): Promise<string> {
  const [item] = await cms<{ slug: string }[]>('GET', `/items/${collection}?filter[status][_eq]=published&fields=slug&limit=1`);
  if (!item) throw new Error(`the seed has no published ${collection}`);
  return `${prefix}${item.slug}/`;
}

const pageTypes: [string, () => Promise<string>][] = [
  ['home page', async () => '/'],
  ['feature page with contents', async () => '/contract-management/'],
  ['feature page with a dark transparent header', async () => '/archiving/'],
  ['prices page', async () => '/prices/'],
  ['legal text page', async () => '/privacy/'],
  ['webinar listing', async () => '/webinars/'],
  ['webinar page', () => firstPath('webinars', '/webinars/')],
  ['news listing', async () => '/news/'],
  ['news item', () => firstPath('news', '/news/')],
  ['article', () => firstPath('articles', '/articles/')],
  ['author listing', async () => '/articles/authors/'],
  ['author page', () => firstPath('authors', '/articles/authors/')],
  ['404 page', async () => '/no-such-page/'],
];

describe('accessibility (axe-core): no serious or critical violations', () => {
  it.each(pageTypes)('%s at 1440 and 375 px', async (_name, path) => {
    const p = await path();
    expect(await visit(p, 1440)).toEqual([]);
    expect(await visit(p, 375)).toEqual([]);
  });

  it('with a submenu open on a wide screen', async () => {
    const violations = await visit('/', 1440, async (page) => {
      await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('button', { name: 'Начало работы' }).click();
    });
    expect(violations).toEqual([]);
  });

  it('with the mobile menu open', async () => {
    const violations = await visit('/', 375, async (page) => {
      await page.getByRole('button', { name: 'Меню', exact: true }).click();
      await page.getByRole('navigation', { name: 'Мобильное меню' }).locator('summary', { hasText: 'Продукты' }).click();
    });
    expect(violations).toEqual([]);
  });

  it('with the contents accordion open', async () => {
    const violations = await visit('/contract-management/', 375, async (page) => {
      await page.getByRole('button', { name: 'Продукт', exact: true }).click();
    });
    expect(violations).toEqual([]);
  });
});
