// The header's menu stays one line however many top-level items marketers add: with a seventh and
// eighth item, a visitor at 1440 and at 1024 px sees the bar on one line, the buttons in view, and
// the items that do not fit under «Ещё», which opens them (a link there leads to its page).
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { waitForInteractive } from '../support/interactive';
import { cms, eventually, SITE, site } from '../support/stack';

jest.setTimeout(240_000);

const EXTRA = [
  { title: 'Партнёрская программа', href: '/partners-menu-check/' },
  { title: 'Вебинары и записи', href: '/webinars/' },
];
const added: number[] = [];
let browser: Browser;

beforeAll(async () => {
  for (const [i, item] of EXTRA.entries()) {
    const { id } = await cms<{ id: number }>('POST', '/items/navigation_items', {
      navigation: 'header',
      kind: 'link',
      sort: 100 + i,
      ...item,
    });
    added.push(id);
  }
  // The header is on every page; the home page is regenerated first.
  await eventually(
    async () => ((await (await site('/')).text()).includes(EXTRA[1]!.title) ? true : undefined),
    120_000,
    'the items in the header',
  );
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const id of added) await cms('DELETE', `/items/navigation_items/${id}`).catch(() => undefined);
});

/** The bar as the visitor sees it: the visible items' titles and lines, and whether the buttons are in view. */
async function bar(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Основное меню"]')!;
    const visible = [...nav.querySelectorAll<HTMLElement>(':scope > ul > li > :is(a, button)')].filter(
      (el) => el.getClientRects().length > 0,
    );
    const navBox = nav.getBoundingClientRect();
    const login = [...document.querySelectorAll('header button, header a')].find((el) => el.textContent?.trim() === 'Войти')!;
    const loginBox = login.getBoundingClientRect();
    return {
      titles: visible.map((el) => el.innerText.trim()),
      tops: [...new Set(visible.map((el) => Math.round(el.getBoundingClientRect().top)))],
      heights: visible.map((el) => Math.round(el.getBoundingClientRect().height)),
      // Every visible item ends inside the nav, and the nav before the buttons.
      inside: visible.every((el) => el.getBoundingClientRect().right <= navBox.right + 1),
      buttonsInView: loginBox.right <= window.innerWidth && loginBox.left >= navBox.right - 1,
    };
  });
}

describe.each([1440, 1024])('the header at %i px', (width) => {
  it('keeps the menu on one line, the rest under «Ещё»', async () => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'ru-RU' });
    try {
      const page = await context.newPage();
      await page.goto(`${SITE()}/`);
      await waitForInteractive(page);
      const seen = await bar(page);
      console.log(`${width} px: ${seen.titles.join(' | ')}`);
      expect(seen.tops).toHaveLength(1);
      // One line of text in each item: none is half again as tall as another (two lines would be twice).
      expect(Math.max(...seen.heights)).toBeLessThan(1.5 * Math.min(...seen.heights));
      expect(seen.inside).toBe(true);
      expect(seen.buttonsInView).toBe(true);
      // The items not in the bar are under «Ещё», and every item is in one place or the other.
      const inBar = seen.titles.filter((t) => t !== 'Ещё');
      const missing = EXTRA.map((e) => e.title).filter((t) => !inBar.includes(t));
      if (missing.length === 0) return;
      expect(seen.titles).toContain('Ещё');
      await page.getByRole('button', { name: 'Ещё' }).click();
      const panel = page.locator('#submenu-more');
      await panel.waitFor({ state: 'visible' });
      const underMore = (await panel.locator('li:not([hidden])').allInnerTexts()).map((t) => t.trim());
      for (const t of missing) expect(underMore).toContain(t);
      for (const t of inBar) expect(underMore).not.toContain(t);
      // An entry there is a working link.
      await panel.getByRole('link', { name: EXTRA[1]!.title }).click();
      await page.waitForURL(/\/webinars\/$/, { timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});
