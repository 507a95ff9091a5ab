import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { recordPages } from './page-log';
import phone from './phone-throttling.json';

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
 * Returns a getter, since the browser exists only once the hook has run. A test that fails prints
 * what its pages did (tests/support/page-log.ts).
 */
export function chromiumForTests(extraArgs: string[] = []): () => Browser {
  let browser: Browser | undefined;
  let pages: ReturnType<typeof recordPages> | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(extraArgs);
    pages = recordPages(browser);
  });
  afterEach(() => pages?.printIfFailed());
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/**
 * Chromium for the tests of the enclosing file or describe block, and a fresh visitor per call of
 * `visitor()`: a browser context of its own (cookies, local storage), closed after the test that
 * opened it, even a failed one. Unless `acceptCookies: false`, the visitor has accepted the cookie
 * notice before, as most tests want it out of the way.
 */
export function visitorsForTests(extraArgs: string[] = []) {
  const browser = chromiumForTests(extraArgs);
  const open: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });
  async function visitor({ acceptCookies = true, ...options }: BrowserContextOptions & { acceptCookies?: boolean } = {}) {
    const context = await browser().newContext(options);
    open.push(context);
    if (acceptCookies) await context.addInitScript(() => window.localStorage.setItem('cookies-approved', 'true'));
    return context;
  }
  return { browser, visitor };
}

/**
 * Lighthouse's mobile throttling (its `mobileSlow4G` preset): 4× slower CPU, 1.6 Mbps down
 * (209715.2 bytes/s), 750 kbps up, 150 ms round trip. The figures are in ./phone-throttling.json,
 * which scripts/bench-interactive.mjs reads too.
 */
export const PHONE_THROTTLING = phone;

/** Slows `page` (of `context`) down to a phone's CPU and connection, through the DevTools protocol. */
export async function throttleLikeAPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_THROTTLING.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_THROTTLING.cpuSlowdown });
}

/**
 * Whether the button named `name` is expanded, as the browser tells assistive technologies (its
 * accessibility tree): a popover's own button is expanded while the popover is open, without any
 * aria-expanded attribute.
 */
export async function expandedInAccessibilityTree(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string }; properties?: { name: string; value: { value?: unknown } }[] }[];
    };
    const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name);
    return button?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}
