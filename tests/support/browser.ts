import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless, with the flags this machine's closed network needs (and any given).
 * `scrollbars`: keep the page's scrollbar (headless hides it by default), for layout shift checks.
 */
export const launchBrowser = (extraArgs: string[] = [], { scrollbars = false } = {}): Promise<Browser> =>
  chromium.launch({
    ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });

/**
 * Chromium for the tests of the enclosing file or describe block: started before them, closed after.
 * Returns a getter, since the browser exists only once the hook has run.
 */
export function chromiumForTests(extraArgs: string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** Lighthouse's mobile throttling for a page (./phone-throttling.mjs, shared with scripts/bench-interactive.mjs). */
export { PHONE_THROTTLING, throttleLikeAPhone } from './phone-throttling.mjs';
