import type { BrowserContext, Locator, Page } from 'playwright-core';
import { waitForInteractive } from './interactive';

/**
 * Stills the page for a picture or a layout check: no animation or transition mid-way, no blinking
 * caret. Set before any script of the page runs, so that the first paint is already still.
 */
export async function stillPages(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const css =
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }';
    const add = () => {
      const style = document.createElement('style');
      style.dataset.testStill = '';
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  });
}

/**
 * Opens `url` and waits until a person would see the page as it stays: loaded (`networkidle` too
 * when asked: pictures), hydrated (`data-interactive`), its fonts loaded and its images in view decoded.
 */
export async function openReady(page: Page, url: string, { networkIdle = false } = {}): Promise<void> {
  const response = await page.goto(url, { waitUntil: networkIdle ? 'networkidle' : 'load', timeout: 90_000 });
  if (!response) throw new Error(`${url}: no answer`);
  await waitForInteractive(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The pictures in the window, loaded and decoded: a picture taken now shows them.
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
    });
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
  });
}

/** Loads every picture inside `element` now (lazy ones too) and waits for them: its picture is then complete. */
export async function loadPicturesIn(element: Locator): Promise<void> {
  await element.evaluate(async (el) => {
    const images = [...el.querySelectorAll('img')];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
}
