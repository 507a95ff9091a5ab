// An axe-core audit in Chromium of what only a visitor's action shows: a submenu open, the mobile
// menu open, the contents accordion open, with the cookie notice shown (nothing accepted in these
// visits). No serious or critical violations. Every page as it opens
// (each sitemap page, the block catalogue and the 404 page, at 375 and 1440 px, the whole page once
// per look of the header) is audited by the layout sweep (layout-sweep.browser.test.ts).
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { SITE } from '../support/stack';
import { waitForInteractive } from '../support/interactive';

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

describe('accessibility (axe-core) of opened parts: no serious or critical violations', () => {
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
