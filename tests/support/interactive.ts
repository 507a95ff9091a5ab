import type { Page } from 'playwright-core';

/**
 * Waits until the page answers as it will for good: hydrated and its chrome bound (the app marks the
 * document with `data-interactive`, components/layout/use-app-chrome.ts). Browser tests wait for this the way
 * a person waits for a page to respond, instead of racing the loader; a test that acts earlier on
 * purpose (event replay) says so.
 */
export async function waitForInteractive(page: Page, timeout = 60_000): Promise<void> {
  // Asked right after a navigation commits, the new document may have no root element yet: not ready.
  await page.waitForFunction(() => document.documentElement?.hasAttribute('data-interactive') === true, undefined, { timeout });
}
