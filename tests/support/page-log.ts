import type { Browser, BrowserContext } from 'playwright-core';

declare global {
  // Set by tests/support/test-environment.mjs.
  var __testFailed: boolean | undefined;
}

/** Lines kept per test: enough for a page's load and a few clicks, not a whole session's noise. */
const MAX_LINES = 400;

/**
 * What the pages of `browser` did during the current test, for when it fails: every request and its
 * answer (or failure), console messages, uncaught errors and navigations, each with the milliseconds
 * since the test's first page event. A failure such as "the dialog did not open in 30 s" then says
 * whether the dialog's code was asked for, arrived, or threw.
 */
export function recordPages(browser: Browser): { printIfFailed(): void } {
  let lines: string[] = [];
  let t0 = 0;
  const log = (line: string) => {
    const now = Date.now();
    if (!t0) t0 = now;
    lines.push(`+${String(now - t0).padStart(6)} ms ${line}`);
    if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
  };
  const watch = (context: BrowserContext) => {
    context.on('request', (r) => log(`→ ${r.method()} ${r.url()}`));
    context.on('response', (r) => log(`← ${r.status()} ${r.url()}`));
    context.on('requestfailed', (r) => log(`✗ ${r.url()}: ${r.failure()?.errorText}`));
    context.on('console', (m) => log(`console.${m.type()}: ${m.text()}`));
    context.on('weberror', (e) => log(`uncaught: ${e.error().stack ?? e.error().message}`));
    context.on('page', (page) =>
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) log(`navigated to ${frame.url()}`);
      }),
    );
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watch(context);
    return context;
  };
  return {
    printIfFailed() {
      if (globalThis.__testFailed && lines.length) console.log(`The browser's log of the failed test:\n${lines.join('\n')}`);
      lines = [];
      t0 = 0;
    },
  };
}
