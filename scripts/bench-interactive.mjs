// How long a visitor on a phone waits, from the first paint, for the page to answer a tap: on one
// page of each kind, under Lighthouse's mobile throttling (4× CPU through Emulation.setCPUThrottlingRate,
// 1.6 Mbps down / 750 kbps up / 150 ms RTT through Network.emulateNetworkConditions, 412 px wide),
// a fresh browser context per run taps the header's menu button (at 412 px the header shows the
// burger, not «Войти»; it opens the mobile menu) from the first contentful paint on, again every
// 100 ms, until the menu is shown. Prints, median of N runs: FCP, the time the menu opened in answer
// (the first working tap, as the visitor meets it: a tap the page captured and replayed counts from
// when the menu shows), and the gap between the two. The clicks are real input events (CDP
// Input.dispatchMouseEvent); nothing is skipped or hidden from the page.
//   npm run bench:interactive [-- --runs 5] [-- --pages home,feature] [-- --url http://127.0.0.1:3000] [-- --lighthouse [N]]
//   npm run bench:interactive -- --compare http://127.0.0.1:4001,http://127.0.0.1:4002 [-- --lighthouse [N]]
// --lighthouse also runs scripts/bench-lighthouse.mjs' measurement on the same stack and pages
// (N runs per page, else as many as --runs). --compare measures two (or more) running sites, two
// builds say, run by run in turn, so that the load of a shared machine weighs on each alike.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { withBenchSite } from './bench/site.mjs';
import * as lighthouse from './bench-lighthouse.mjs';

const { arg, median, CHROME, CHROME_FLAGS } = lighthouse;
/** Lighthouse's mobile throttling, the figures the browser tests use (tests/support/browser.ts). */
const PHONE = JSON.parse(readFileSync(new URL('../tests/support/phone-throttling.json', import.meta.url), 'utf8'));
const runs = Number(arg('--runs')) || 5;
const only = arg('--pages')?.split(',');
const withLighthouse = process.argv.includes('--lighthouse');
const lighthouseRuns = Number(arg('--lighthouse')) || runs;
const VIEWPORT = { width: 412, height: 823 };
const UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const TAP_EVERY_MS = 100;
const GIVE_UP_MS = 30_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One visit: { fcp, opened, taps } in ms from navigation start (the page's own clock). */
async function visit(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: UA });
  try {
    const page = await context.newPage();
    // Notes when the menu is shown, on the page's clock (no polling on the page's thread): a menu
    // React mounts when it opens (a MutationObserver), or one in the HTML that the browser shows as
    // a popover (its toggle event).
    await page.addInitScript(() => {
      const w = /** @type {any} */ (window);
      const shown = () => {
        if (w.__menuOpenedAt === undefined && document.getElementById('mobile-menu')?.checkVisibility())
          w.__menuOpenedAt = performance.now();
      };
      document.addEventListener('toggle', shown, true);
      new MutationObserver(() => {
        shown();
        if (w.__interactiveAt === undefined && document.documentElement.hasAttribute('data-interactive'))
          w.__interactiveAt = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    const started = Date.now();
    let fcp;
    while (fcp === undefined) {
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`${url}: no first contentful paint`);
      fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
      if (fcp === undefined) await sleep(20);
    }
    const burger = page.locator('button[aria-controls="mobile-menu"]');
    const box = await burger.boundingBox();
    if (!box) throw new Error(`${url}: no menu button`);
    let taps = 0;
    let opened;
    while (opened === undefined) {
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`${url}: the menu never opened`);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      taps += 1;
      const until = Date.now() + TAP_EVERY_MS;
      while (opened === undefined && Date.now() < until) {
        opened = await page.evaluate(() => /** @type {any} */ (window).__menuOpenedAt);
        if (opened === undefined) await sleep(20);
      }
    }
    // The menu must stay open: a tap replayed twice would close it again.
    await sleep(500);
    const stillOpen = await page.locator('#mobile-menu').isVisible();
    // When the app marked the page interactive (components/layout/use-app-chrome.ts), if it does.
    const interactive = await page.evaluate(() => /** @type {any} */ (window).__interactiveAt ?? NaN);
    return { fcp, opened, taps, stillOpen, interactive };
  } finally {
    await context.close();
  }
}

/** The sample pages of each site, visited run by run in turn (the order rotated each run); one list of rows per origin. */
async function measure(origins) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  const pages = [];
  for (const origin of origins) {
    const list = [];
    for await (const page of lighthouse.samplePages(origin, only)) list.push(page);
    pages.push(list);
  }
  const rows = origins.map(() => []);
  try {
    for (const [p, [kind, path]] of pages[0].entries()) {
      const visits = origins.map(() => []);
      for (let i = 0; i < runs; i++)
        for (let k = 0; k < origins.length; k++) {
          const o = (k + i) % origins.length;
          visits[o].push(await visit(browser, pages[o][p][2]));
        }
      for (const [o, origin] of origins.entries()) {
        const v = visits[o];
        const row = {
          kind,
          path,
          fcp: median(v.map((x) => x.fcp)),
          opened: median(v.map((x) => x.opened)),
          gap: median(v.map((x) => x.opened - x.fcp)),
          gaps: v.map((x) => Math.round(x.opened - x.fcp)),
          interactive: median(v.map((x) => x.interactive - x.fcp)),
          closedAgain: v.filter((x) => !x.stillOpen).length,
        };
        rows[o].push(row);
        console.error(`${origins.length > 1 ? `${origin} ` : ''}${kind} ${path}: gap ${row.gaps.join(', ')} ms`);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function print(rows) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\nFirst working tap (mobile menu), 4× CPU, 1.6 Mbps / 150 ms, 412 px; median of ${runs}`);
  console.log('| page | path | FCP | menu opened | gap | gaps of the runs (ms) | data-interactive after FCP | menu closed again |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.kind} | ${r.path} | ${s(r.fcp)} | ${s(r.opened)} | ${s(r.gap)} | ${r.gaps.join(', ')} | ${Number.isNaN(r.interactive) ? '–' : s(r.interactive)} | ${r.closedAgain} |`,
    );
}

async function run(origins) {
  const loadBefore = loadavg();
  const rows = await measure(origins);
  const lighthouseRows = withLighthouse ? await lighthouse.measureAlternating(origins, { runs: lighthouseRuns, only }) : [];
  for (const [o, origin] of origins.entries()) {
    if (origins.length > 1) console.log(`\n## ${origin}`);
    print(rows[o]);
    if (withLighthouse) lighthouse.print(lighthouseRows[o], lighthouseRuns);
  }
  console.log(`\nLoad average (1 min) at the start and the end: ${loadBefore[0].toFixed(1)}, ${loadavg()[0].toFixed(1)}`);
}

const url = arg('--url');
const compare = arg('--compare');
if (compare) await run(compare.split(',').map((u) => u.replace(/\/$/, '')));
else if (url) await run([url.replace(/\/$/, '')]);
else await withBenchSite(({ site }) => run([site.url]));
