// How long a visitor on a phone waits, from the first paint, for the page to answer a tap: on one
// page of each kind, under Lighthouse's mobile throttling (4× CPU through Emulation.setCPUThrottlingRate,
// 1.6 Mbps down / 750 kbps up / 150 ms RTT through Network.emulateNetworkConditions, 412 px wide),
// a fresh browser context per run taps the header's menu button (at 412 px the header shows the
// burger, not «Войти»; it opens the mobile menu) from the first contentful paint on, again every
// 100 ms, until the menu is shown. Prints, median of N runs: FCP, the time the menu opened in answer
// (the first working tap, as the visitor meets it: a tap the page captured and replayed counts from
// when the menu shows), and the gap between the two. The menu needs no script; a button that does is
// measured too, in a visit of its own: the menu's «Войти» tapped the moment the menu shows, once, and
// the time its login dialog opened (the tap captured, replayed once the page is interactive, and the
// dialog's code fetched). And a lead button, tapped from the first paint on, as soon as the page
// shows it where it stands, and when its form showed a field to type into (a dialog the page's HTML
// brought, or the popup once its code is there, or the form's own page, its link followed; for a
// link that jumps to a form in the page, its first field in view once the browser scrolled); a
// page whose only lead button is in the header's menu takes three taps (burger, group, button, each
// the moment the page shows what the one before opened), and the table says so. The clicks are real input events (CDP Input.dispatchMouseEvent); nothing
// is skipped or hidden from the page.
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

/**
 * What `read` finds on the page, polled every 20 ms until it finds something; across a navigation
 * (a lead button followed as the link it is), on the page the visit went on to.
 */
async function poll(page, read, what, arg) {
  const started = Date.now();
  for (;;) {
    const value = await page.evaluate(read, arg).catch((e) => {
      if (/context was destroyed|navigation/i.test(String(e))) return undefined;
      throw e;
    });
    if (value !== undefined) return value;
    if (Date.now() - started > GIVE_UP_MS) throw new Error(`${page.url()}: ${what}`);
    await sleep(20);
  }
}

/**
 * A fresh phone-like page at `url`, throttled, resolved at its first contentful paint: `{ page, fcp,
 * origin }` (origin: the page's clock's zero, performance.timeOrigin, to read a time on a page the
 * visit went on to).
 * Its init script notes, on the page's clock (no polling on the page's thread), when the menu is
 * shown (a menu React mounts when it opens, seen by a MutationObserver, or one in the HTML that the
 * browser shows as a popover: its toggle event), when the app marks the page interactive and when a
 * modal dialog opens.
 * @param {import('playwright-core').BrowserContext} context @param {string} url
 * @param {{ watch?: { x: number, y: number, selector: string } }} [options] `watch`: a visit that taps
 *   there; it watches for its target from the start and returns at once (its `fcp` read later).
 */
async function phonePage(context, url, { watch } = {}) {
  const page = await context.newPage();
  if (watch)
    await page.addInitScript(({ x, y, selector }) => {
      const w = /** @type {any} */ (window);
      // Each animation frame from the start, until the tap's target stands at (x, y): that frame lays
      // it out and paints it; the one after it begins once it has been produced (`__targetShownAt`).
      const frame = () => {
        if (w.__targetLaidOutAt !== undefined) return void (w.__targetShownAt = performance.now());
        if (document.elementFromPoint(x, y)?.closest(selector)) w.__targetLaidOutAt = performance.now();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      // When the target was painted, as the compositor presented it (Element Timing, reported late:
      // read after the tap, to check the tap was not made before it). Marked as it is parsed, before
      // its first paint; an icon (the burger) has no text or image for Element Timing to report.
      new MutationObserver((_, observer) => {
        const target = document.querySelector(selector);
        if (!target) return;
        for (const el of [target, ...target.querySelectorAll('*')]) el.setAttribute('elementtiming', 'tap-target');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__targetPaintedAt ??= /** @type {any} */ (e).renderTime || undefined;
      }).observe({ type: 'element', buffered: true });
    }, watch);
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    // When a tap reached the page (a busy main thread gets it late), before any of the page's own
    // listeners, and when it was made (the event's time stamp: when the browser took the input).
    addEventListener(
      'click',
      (e) => {
        w.__lastClickAt = performance.now();
        w.__lastClickMadeAt = e.timeStamp;
        w.__firstClickMadeAt ??= e.timeStamp;
      },
      true,
    );
    const shown = () => {
      if (w.__menuOpenedAt === undefined && document.getElementById('mobile-menu')?.checkVisibility()) w.__menuOpenedAt = performance.now();
    };
    document.addEventListener('toggle', shown, true);
    // A group of the mobile menu unfolded (its <details> opened).
    document.addEventListener(
      'toggle',
      (e) => {
        if (w.__groupOpenedAt === undefined && e.target instanceof HTMLDetailsElement && e.target.open)
          w.__groupOpenedAt = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      shown();
      if (w.__interactiveAt === undefined && document.documentElement.hasAttribute('data-interactive'))
        w.__interactiveAt = performance.now();
      if (w.__dialogOpenedAt === undefined && document.querySelector('dialog[open]')) w.__dialogOpenedAt = performance.now();
      // A form in a dialog, or on its own page (where a lead button leads as a link: pages/forms/[form].tsx).
      const field = location.pathname.includes('/forms/')
        ? 'main form input:not([type="hidden"])'
        : 'dialog[open] input:not([type="hidden"])';
      if (w.__inputAt === undefined && document.querySelector(field)?.checkVisibility()) w.__inputAt = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-interactive', 'open'] });
    // A link that jumps to a form in the page (a webinar's «Записаться»): the browser has scrolled
    // when the hash changes; the form's first field is then in the viewport, below the header.
    addEventListener('hashchange', () => {
      const field = document.getElementById(location.hash.slice(1))?.querySelector('input:not([type="hidden"])');
      const box = field?.getBoundingClientRect();
      if (w.__inputAt === undefined && box && box.top >= 0 && box.bottom <= innerHeight) w.__inputAt = performance.now();
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await page.goto(url, { waitUntil: 'commit' });
  // A visit that taps a known place watches for its target itself, from the start: its first paint is read later.
  if (watch) return { page, fcp: undefined, origin: undefined };
  return { page, ...(await firstPaint(page)) };
}

/**
 * `{ fcp, origin }`: the first contentful paint on the page's clock, and the clock's zero. The paint
 * entry is reported once the compositor has told the page when the frame was presented: under the
 * bench's throttling 0.1–0.35 s after its `startTime` (2026-12-01), though the page was on the
 * screen at `startTime`.
 */
const firstPaint = (page) =>
  poll(
    page,
    () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return fcp === undefined ? undefined : { fcp, origin: performance.timeOrigin };
    },
    'no first contentful paint',
  );

/** Taps the header's menu button from now on, every 100 ms, until the menu shows; the time it did. */
async function openMenu(page) {
  const box = await page.locator('button[aria-controls="mobile-menu"]').boundingBox();
  if (!box) throw new Error(`${page.url()}: no menu button`);
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > GIVE_UP_MS) throw new Error(`${page.url()}: the menu never opened`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    let until = Date.now() + TAP_EVERY_MS;
    while (Date.now() < until && Date.now() - started <= GIVE_UP_MS) {
      const { opened, open } = await page.evaluate(() => ({
        opened: /** @type {any} */ (window).__menuOpenedAt,
        open: document.getElementById('mobile-menu')?.matches(':popover-open'),
      }));
      if (opened !== undefined) return opened;
      // The tap has opened it (the burger toggles it), and its toggle event, a task of its own, has
      // not run yet on a busy page: another tap now would close it again, and this would return a
      // closed menu (its «Войти» never to be tapped, or counted as «menu closed again»).
      if (open) until = Date.now() + TAP_EVERY_MS;
      await sleep(20);
    }
  }
}

/** A visit to `url` on a fresh phone: `during` gets its page at first paint (phonePage); the phone is closed after. */
async function onPhone(browser, url, during, options) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: UA });
  try {
    return await during(await phonePage(context, url, options));
  } finally {
    await context.close();
  }
}

/** One visit: { fcp, opened, stillOpen, interactive } in ms from navigation start (the page's own clock). */
const visit = (browser, url) =>
  onPhone(browser, url, async ({ page, fcp }) => {
    const opened = await openMenu(page);
    // The menu must stay open: a tap replayed twice would close it again.
    await sleep(500);
    const stillOpen = await page.locator('#mobile-menu').isVisible();
    // When the app marked the page interactive (components/layout/use-app-chrome.ts): from then on
    // every button answers at once.
    const interactive = await poll(page, () => /** @type {any} */ (window).__interactiveAt, 'the page never became interactive');
    return { fcp, opened, stillOpen, interactive };
  });

/** Another visit: the menu opened as above, then its «Войти» tapped at once; { fcp, tapped, login } (ms). */
const visitLogin = (browser, url) =>
  onPhone(browser, url, async ({ page, fcp }) => {
    const tapped = await openMenu(page);
    await page.locator('#mobile-menu').getByRole('button', { name: 'Войти', exact: true }).click();
    const login = await poll(page, () => /** @type {any} */ (window).__dialogOpenedAt, 'the login dialog never opened');
    if (!(await page.getByRole('dialog', { name: 'Вход во внешнюю систему' }).isVisible()))
      throw new Error(`${url}: a dialog opened, not the login dialog`);
    return { fcp, tapped, login };
  });

/**
 * Where a page's first lead button stands, by address, learnt on the page's first visit and tapped
 * on the next ones as a finger would, without asking the page where it is (that question waits for
 * its main thread): `{ taps: [{ x, y }] }`, one tap for a button in the first screen, three for the
 * one in the header's menu (the burger, the menu's group, the button), each tapped the moment the
 * page shows what the tap before opened. Absent for a button further down the page. The first tap
 * waits until the page shows its button where it stands: the first paint may come before the HTML
 * has got that far (a tap there then hits the bare document, html, and does nothing: seen once in
 * 30 visits to try at load 17), and a finger taps a button it sees.
 */
const leadButtonTaps = new Map();

const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Polls the page's `window[name]` (a time the init script of phonePage noted) until it is set. */
const noted = (page, name, what) => poll(page, (n) => /** @type {any} */ (window)[n], what, name);

/**
 * The page's first lead button: a link that opens a form, or one that jumps to a form in the page
 * (its anchor holds a form with a field); null if the page has neither.
 */
async function firstLeadButton(page) {
  const links = page.locator('main a[data-action="open-form"]:visible, main a[href^="#"]:visible');
  const index = await links.evaluateAll((all) =>
    all.findIndex(
      (a) =>
        a instanceof HTMLAnchorElement &&
        (a.dataset.action === 'open-form' || document.getElementById(a.hash.slice(1))?.querySelector('form input:not([type="hidden"])')),
    ),
  );
  return index < 0 ? null : links.nth(index);
}

/**
 * Another visit: a lead button (the first one in the page a visitor sees, scrolled to if need be;
 * else the one in the header's menu, reached through the burger and its group) tapped from the
 * first paint on; { fcp, tapped, taps, made, clicked, input } (ms): when the bench began to tap,
 * how many taps it took, when the browser took the last one (on the lead button), when the page
 * got it, and when its form showed a text field to type into; for the menu, when it showed and
 * when its group unfolded. A lead button is a link to its form's page: a tap the page could not
 * hold (its scripts failed: lib/chrome/boot-script.mjs) follows it, and the form shows there,
 * slower; such a visit says where it went (`navigated`), its input timed on the first page's clock.
 */
const visitForm = (browser, url) => {
  const known = leadButtonTaps.get(url);
  const inMenu = known ? known.taps.length > 1 : undefined;
  const selector = inMenu ? 'button[aria-controls="mobile-menu"]' : 'main a[data-action="open-form"], main a[href^="#"]';
  // A known place is watched from the start of the visit (phonePage), on the page's own frames.
  const watch = known ? { ...known.taps[0], selector } : undefined;
  return onPhone(
    browser,
    url,
    async ({ page, fcp, origin }) => {
      let menuShown, groupOpened, tapped, button;
      if (known) {
        // Each tap once what the tap before opened is shown, as a visitor sees and then taps; the
        // first the moment the page shows its target where the first visit found it: the frame
        // after the one that laid it out there (phonePage's `watch`). A finger taps what it sees,
        // and the browser queues the tap until the page's main thread is free; waiting for the
        // first paint's entry instead (reported 0.1–0.35 s after the paint) and asking the page
        // where its button is (a task on its main thread) made the bench tap later than a finger.
        const [first, group, lead] = known.taps;
        tapped = await noted(page, '__targetShownAt', `${selector} never showed where it stood`);
        await page.mouse.click(first.x, first.y);
        ({ fcp, origin } = await firstPaint(page));
        if (inMenu) {
          menuShown = await noted(page, '__menuOpenedAt', 'the menu never opened');
          await page.mouse.click(group.x, group.y);
          groupOpened = await noted(page, '__groupOpenedAt', "the menu's group never unfolded");
          await page.mouse.click(lead.x, lead.y);
        }
      } else {
        // The first visit (unmeasured), or a button further down the page: Playwright finds each, scrolls to it and clicks.
        button = await firstLeadButton(page);
        const menu = !button;
        if (menu) button = page.locator('#mobile-menu a[data-action="open-form"]').first();
        tapped = await page.evaluate(() => performance.now());
        const taps = [];
        if (menu) {
          const burger = page.locator('button[aria-controls="mobile-menu"]');
          taps.push(centre(await burger.boundingBox()));
          await burger.click();
          const summary = page.locator('#mobile-menu details:has(a[data-action="open-form"]) > summary').first();
          taps.push(centre(await summary.boundingBox()));
          await summary.click();
        }
        const box = await button.boundingBox();
        if (menu || (box && box.y >= 0 && box.y + box.height <= VIEWPORT.height)) leadButtonTaps.set(url, { taps: [...taps, centre(box)] });
        await button.click();
      }
      // A visit whose form never showed is counted and named (where the page ended up), not a reason to stop.
      const shown = await noted(page, '__inputAt', "the form's fields never showed").catch(() => undefined);
      if (shown === undefined) return { fcp, failed: page.url() };
      // The last tap (on the lead button) as the page got it: for a page reached through the menu, the
      // first two were the menu's. On the form's own page, the tap was the page before's.
      const now = await page.evaluate(() => ({
        origin: performance.timeOrigin,
        clicked: /** @type {any} */ (window).__lastClickAt,
        made: /** @type {any} */ (window).__lastClickMadeAt,
        firstMade: /** @type {any} */ (window).__firstClickMadeAt,
        painted: /** @type {any} */ (window).__targetPaintedAt,
      }));
      const navigated = now.origin !== origin ? page.url() : undefined;
      if (!navigated && known)
        button = inMenu ? page.locator('#mobile-menu a[data-action="open-form"]').first() : await firstLeadButton(page);
      return {
        fcp,
        tapped,
        taps: known?.taps.length ?? 1,
        menuShown,
        groupOpened,
        input: shown + now.origin - origin,
        navigated,
        clicked: navigated ? undefined : now.clicked,
        made: navigated ? undefined : now.made,
        // No blind tap: the first tap made before its target was painted (Element Timing's time, or
        // for an icon, which it does not report, the first contentful paint) is counted.
        blind: known && !navigated ? now.firstMade < (now.painted ?? fcp) : undefined,
        painted: known && !navigated ? now.painted : undefined,
        form: navigated
          ? new URL(navigated).pathname.match(/\/forms\/([^/]+)/)?.[1]
          : ((await button?.getAttribute('data-form')) ?? `${await button?.getAttribute('href')} (in the page)`),
      };
    },
    { watch },
  );
};

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
      // A first, unmeasured visit learns where each site's lead button stands (leadButtonTaps).
      for (let o = 0; o < origins.length; o++) await visitForm(browser, pages[o][p][2]);
      for (let i = 0; i < runs; i++)
        for (let k = 0; k < origins.length; k++) {
          const o = (k + i) % origins.length;
          visits[o].push({
            ...(await visit(browser, pages[o][p][2])),
            login: await visitLogin(browser, pages[o][p][2]),
            form: await visitForm(browser, pages[o][p][2]),
          });
        }
      for (const [o, origin] of origins.entries()) {
        const v = visits[o];
        // The lead-button visits whose form showed (the others are counted apart).
        const fv = v.filter((x) => !x.form.failed);
        // Of those, the ones whose tap the page got (not followed to the form's page as a link).
        const held = fv.filter((x) => !x.form.navigated);
        const row = {
          kind,
          path,
          fcp: median(v.map((x) => x.fcp)),
          opened: median(v.map((x) => x.opened)),
          gap: median(v.map((x) => x.opened - x.fcp)),
          gaps: v.map((x) => Math.round(x.opened - x.fcp)),
          interactive: median(v.map((x) => x.interactive - x.fcp)),
          closedAgain: v.filter((x) => !x.stillOpen).length,
          loginTapped: median(v.map((x) => x.login.tapped - x.login.fcp)),
          loginGap: median(v.map((x) => x.login.login - x.login.fcp)),
          loginGaps: v.map((x) => Math.round(x.login.login - x.login.fcp)),
          formName: fv[0]?.form.form,
          formTapped: median(fv.map((x) => x.form.tapped - x.form.fcp)),
          formGap: median(fv.map((x) => x.form.input - x.form.fcp)),
          formGaps: fv.map((x) => Math.round(x.form.input - x.form.fcp)),
          formFailed: v.filter((x) => x.form.failed).map((x) => x.form.failed),
          formNavigated: fv.filter((x) => x.form.navigated).map((x) => x.form.navigated),
          formAfterTap: median(held.map((x) => x.form.input - x.form.clicked)),
          formMade: median(held.map((x) => x.form.made - x.form.fcp)),
          formTaps: fv[0]?.form.taps,
          formMenuShown: fv[0]?.form.taps > 1 ? median(fv.map((x) => x.form.menuShown - x.form.fcp)) : undefined,
          formGroupOpened: fv[0]?.form.taps > 1 ? median(fv.map((x) => x.form.groupOpened - x.form.fcp)) : undefined,
          formAfterMade: median(held.map((x) => x.form.input - x.form.made)),
          formPainted: median(held.filter((x) => x.form.painted !== undefined).map((x) => x.form.painted - x.form.fcp)),
          formBlind: held.filter((x) => x.form.blind).length,
        };
        rows[o].push(row);
        console.error(
          `${origins.length > 1 ? `${origin} ` : ''}${kind} ${path}: gap ${row.gaps.join(', ')} ms; login dialog after FCP ${row.loginGaps.join(', ')} ms; form input after FCP ${row.formGaps.join(', ')} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function print(rows) {
  const s = (ms) => (ms === undefined || Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);
  console.log(`\nFirst working tap (mobile menu), 4× CPU, 1.6 Mbps / 150 ms, 412 px; median of ${runs}`);
  console.log('| page | path | FCP | menu opened | gap | gaps of the runs (ms) | data-interactive after FCP | menu closed again |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.kind} | ${r.path} | ${s(r.fcp)} | ${s(r.opened)} | ${s(r.gap)} | ${r.gaps.join(', ')} | ${s(r.interactive)} | ${r.closedAgain} |`,
    );
  console.log(`\nA button that needs the page's code: the menu's «Войти», tapped once as soon as the menu shows; median of ${runs}`);
  console.log('| page | «Войти» tapped after FCP | login dialog open after FCP | runs (ms) |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.kind} | ${s(r.loginTapped)} | ${s(r.loginGap)} | ${r.loginGaps.join(', ')} |`);
  console.log(
    `\nA lead button tapped from the first paint on, once the page shows it: its form's first input shown (issue 40: within 0.3 s of FCP); median of ${runs}`,
  );
  // «taps»: 1 for a lead button in the page; 3 where the page's only one is in the header's menu
  // (the burger once the page shows it, the menu's group once the menu shows, the button once the group
  // unfolds: three taps, each answered by the browser without script), so its figure is three taps'.
  // «started»: when the bench began to tap (once the page showed the button where an earlier visit
  // found it, from the first paint on; for a button further down, once Playwright had found it, scrolled to it and waited
  // for it to stand still); «made»: the lead button's tap as the browser took it.
  console.log(
    '| page | form | taps to the form | input shown after FCP | ≤ 0.3 s | runs (ms) | menu shown after FCP | group open after FCP | tapping started after FCP | lead button tap made after FCP | input shown after that tap was made | after it reached the page | target painted after FCP | taps made before the target was painted |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const taps = (n) => (n > 1 ? `${n}, through the menu (burger, group, button)` : '1, in the page');
  for (const r of rows)
    console.log(
      `| ${r.kind} | ${r.formName} | ${taps(r.formTaps)} | ${s(r.formGap)} | ${r.formGap <= 300 ? 'yes' : 'no'} | ${r.formGaps.join(', ')}${r.formNavigated.length ? `; ${r.formNavigated.length} of them on the form's own page (${r.formNavigated.join(', ')})` : ''}${r.formFailed.length ? `; no input in ${r.formFailed.length} (ended at ${r.formFailed.join(', ')})` : ''} | ${s(r.formMenuShown)} | ${s(r.formGroupOpened)} | ${s(r.formTapped)} | ${s(r.formMade)} | ${s(r.formAfterMade)} | ${s(r.formAfterTap)} | ${s(r.formPainted)} | ${r.formBlind} |`,
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
