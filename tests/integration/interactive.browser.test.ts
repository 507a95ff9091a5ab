// A visitor who acts before the page's scripts have run (lib/chrome/boot-script.mjs), in Chromium
// against the built site and the real Directus, under Lighthouse's mobile throttling (4× CPU, 1.6 Mbps,
// 150 ms): these tests act early on purpose, at the first paint, and then wait like a person for what
// they asked for. A tap on «Войти» opens the login dialog once, as soon as the page can; a lead form
// sent before hydration stores one lead; a header link tapped at once keeps the landing's utm tags;
// a lead button tapped at the first paint opens its form from the page's HTML, and what the visitor
// types there before hydration (focus and caret too) is still there once the popup takes over.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expandedInAccessibilityTree, throttleLikeAPhone, visitorsForTests } from '../support/browser';
import { SITE, cms, eventually, deleteRowsOfDomain, publishPage } from '../support/stack';
import { drainedLeadsOf } from '../support/journal';
import { waitForInteractive } from '../support/interactive';
import { fillLeadForm } from '../support/lead-form';

const DOMAIN = 'interactive.example';
const { visitor } = visitorsForTests();
let context: BrowserContext;

afterAll(async () => {
  await deleteRowsOfDomain('leads', DOMAIN);
});

/** A fresh visitor (cookies accepted) on a throttled phone-like connection and CPU. */
async function throttledPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  context = await visitor({ viewport });
  const page = await context.newPage();
  await throttleLikeAPhone(context, page);
  return page;
}

/** Holds the page's scripts until the returned function is called: the visitor is sure to be early. */
async function holdScripts(): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await context.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` and resolves at its first contentful paint, as soon as a person could act. */
async function atFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(`${SITE()}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 20 });
}

const interactive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-interactive'));

/** The ids of the leads of `email` in Directus, once there is one. */
const leadsOf = (email: string) => drainedLeadsOf<{ id: string; kind: string }>(email, 'id,kind');

/**
 * Presses the form's `button` twice before hydration, as a visitor does when nothing seems to happen:
 * nothing may leave `path` as a plain form submission. Returns the requests to `api` from then on.
 */
async function pressedTwiceEarly(page: Page, form: Locator, button: string, api: string, path: string): Promise<string[]> {
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes(api) && sent.push(r.url()));
  await form.getByRole('button', { name: button }).click();
  await form.getByRole('button', { name: button }).click();
  expect(await interactive(page)).toBe(false);
  expect(new URL(page.url()).pathname).toBe(path);
  return sent;
}

/** The lead of `email` once the thanks show, after giving a second submission the time to arrive: there is one. */
async function theOneLead(page: Page, email: string) {
  await page.getByRole('dialog', { name: 'Спасибо за обращение!' }).waitFor({ timeout: 60_000 });
  const leads = await leadsOf(email);
  await page.waitForTimeout(2_000);
  expect(await cms<{ id: string }[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`)).toHaveLength(1);
  return leads[0];
}

describe('acting before the page is interactive', () => {
  it('opens the login dialog once for «Войти» tapped twice at the first paint, as soon as the page answers', async () => {
    const page = await throttledPage();
    // When the app marks the page interactive and when the dialog shows, on the page's clock.
    await page.addInitScript(() => {
      const w = window as unknown as { marks: Record<string, number> };
      w.marks = {};
      new MutationObserver(() => {
        if (w.marks.interactive === undefined && document.documentElement.hasAttribute('data-interactive'))
          w.marks.interactive = performance.now();
        if (w.marks.dialog === undefined && document.querySelector('[role="dialog"], dialog[open]')) w.marks.dialog = performance.now();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    // The scripts wait until the taps are in: the test is sure to be early, however slow the machine.
    const release = await holdScripts();
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await atFirstPaint(page, '/');
    const login = page.getByRole('button', { name: 'Войти', exact: true }).first();
    await login.click();
    await login.click();
    expect(await interactive(page)).toBe(false);
    // The tap asked for the dialog's code at once, while the page's own scripts were still held.
    const dialogScripts = await page.evaluate(() => JSON.parse(document.getElementById('form-scripts')!.textContent!).login as string[]);
    expect(dialogScripts.length).toBeGreaterThan(0);
    await eventually(async () => dialogScripts.every((src) => requested.has(src)) || undefined, 10_000, "the dialog's scripts asked for");
    release();

    const dialog = page.getByRole('dialog', { name: 'Вход во внешнюю систему' });
    await dialog.waitFor({ timeout: 30_000 });
    const marks = await page.evaluate(() => (window as unknown as { marks: Record<string, number> }).marks);
    // As soon as it can: the dialog's code is fetched once the tap is replayed (a 1.6 Mbps link).
    expect(marks.dialog! - marks.interactive!).toBeLessThan(2_000);
    await page.waitForTimeout(1_000);
    // Once: the form's opening is counted once (dataLayer), and one dialog stays open.
    const openings = await page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: { eventAction?: string }[] }).dataLayer ?? []).filter((e) => e.eventAction === 'pop_up')
          .length,
    );
    expect(openings).toBe(1);
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(1);
  });

  it('opens the mobile menu at the first tap on the burger, before any script has run, and keeps one toggle per tap once hydrated', async () => {
    const page = await throttledPage({ width: 412, height: 823 });
    const release = await holdScripts();
    await atFirstPaint(page, '/');
    const burger = page.getByRole('button', { name: 'Меню', exact: true });
    const menu = page.getByRole('navigation', { name: 'Мобильное меню' });
    // The menu is the page's HTML, shown by the browser itself: at once, the scripts still held.
    await burger.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await interactive(page)).toBe(false);
    expect(await expandedInAccessibilityTree(page, 'Меню')).toBe(true);
    // Its links are real links, its groups unfold.
    expect(await menu.getByRole('link', { name: 'Статьи' }).getAttribute('href')).toBe('/ru/products/ecm/articles/');
    await menu.locator('summary', { hasText: 'Решения' }).click();
    expect(await menu.getByRole('link', { name: 'Распознавание' }).isVisible()).toBe(true);
    await burger.click();
    expect(await menu.isVisible()).toBe(false);
    // Opened again before hydration, it stays open through it: nothing replays the taps.
    await burger.click();
    release();
    await waitForInteractive(page);
    await page.waitForTimeout(500);
    expect(await menu.isVisible()).toBe(true);
    expect(await expandedInAccessibilityTree(page, 'Меню')).toBe(true);
    // Once hydrated, one tap, one toggle.
    await burger.click();
    await page.waitForTimeout(300);
    expect(await menu.isVisible()).toBe(false);
    expect(await expandedInAccessibilityTree(page, 'Меню')).toBe(false);
    await burger.click();
    await page.waitForTimeout(300);
    expect(await menu.isVisible()).toBe(true);
    // Escape closes it.
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
  });

  it('stores one lead for a form filled and sent before the page is interactive', async () => {
    const page0 = await publishPage('/early-form-check/', 'Ранняя отправка', [
      {
        collection: 'block_lead_form',
        item: { form_kind: 'question', title: 'Ранний вопрос', button_text: 'Спросить', source_deal: 'cms-block', qbpm_pipeline: 'b2b' },
      },
    ]);
    try {
      const page = await throttledPage();
      const release = await holdScripts();
      await atFirstPaint(page, '/early-form-check/');
      const form = page.getByRole('form', { name: 'Ранний вопрос' });
      const email = `early-${Date.now()}@${DOMAIN}`;
      await fillLeadForm(form, email, { 'Ваш вопрос': 'Можно ли отправить форму сразу?' });
      const sent = await pressedTwiceEarly(page, form, 'Спросить', '/api/question/', '/ru/products/ecm/early-form-check/');
      release();
      expect(await theOneLead(page, email)).toMatchObject({ kind: 'question' });
      expect(sent).toHaveLength(1);
    } finally {
      await cms('DELETE', `/items/pages/${page0.id}`);
    }
  });

  it("keeps the landing's utm tags when a header link is tapped before the scripts have run", async () => {
    const page = await throttledPage();
    const release = await holdScripts();
    await atFirstPaint(page, '/?utm_source=early-tap&utm_campaign=interactive');
    expect(await page.evaluate(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router))).toBe(false);
    // The header's «Попробовать» is a link: before the app runs, it loads its page as any link does.
    await page.locator('header').getByRole('link', { name: 'Попробовать', exact: true }).first().click();
    await page.waitForURL(/\/configuration\/$/, { waitUntil: 'commit' });
    release();
    await waitForInteractive(page);
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('utm'))) ?? 'null')).toEqual({
      utm_source: 'early-tap',
      utm_campaign: 'interactive',
    });
  });

  it('navigates in the app for a link tapped while the page hydrates: the bar shows after 200 ms, and back returns to where the visitor was', async () => {
    const page = await throttledPage();
    // The visit's chrome (progress bar, scroll handling) is held until the tap is in: Next runs, the
    // page is not yet interactive, and the tap waits for it.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await context.route('**/_next/static/chunks/after_hydration.*.js', async (route) => {
      await released;
      await route.continue();
    });
    // The next page's data arrives 1.5 s late: long enough for the bar to be due.
    await context.route('**/_next/data/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { marks: Record<string, number> };
      w.marks = {};
      new MutationObserver(() => {
        if (w.marks.bar === undefined && document.querySelector('#nprogress .bar')) w.marks.bar = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${SITE()}/contract-management/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router), undefined, {
      polling: 50,
      timeout: 60_000,
    });
    // The visitor has scrolled down, and taps the header's «Попробовать» (a link to another page).
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2);
    await page.evaluate(() => {
      const w = window as unknown as {
        marks: Record<string, number>;
        next: { router: { events: { on: (e: string, f: () => void) => void } } };
      };
      w.next.router.events.on('routeChangeStart', () => (w.marks.start ??= performance.now()));
    });
    // The page brought its forms as dialogs; their hidden fields name this page as the lead's origin.
    expect(await page.locator('[data-form-dialogs] dialog').count()).toBeGreaterThan(0);
    await page.locator('header').getByRole('link', { name: 'Попробовать', exact: true }).first().click();
    expect(await interactive(page)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/ru/products/ecm/contract-management/');
    release();

    // Replayed once the page is interactive: a navigation in the app, its bar due after 200 ms and
    // shown before the late data arrives.
    await page.waitForURL(/\/configuration\/$/, { timeout: 30_000 });
    const marks = await page.evaluate(() => (window as unknown as { marks: Record<string, number> }).marks);
    expect(marks.start).toBeDefined();
    expect(marks.bar! - marks.start!).toBeGreaterThanOrEqual(190);
    expect(marks.bar! - marks.start!).toBeLessThan(1_500);
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual');
    // They went with the page left: on this one the popup opens the forms, from this page.
    expect(await page.locator('[data-form-dialogs] dialog').count()).toBe(0);
    await page.waitForFunction(() => window.scrollY === 0);
    // Back: the page the visitor left, where they left it.
    await page.goBack();
    await page.waitForURL(/\/contract-management\/$/);
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2, undefined, { timeout: 30_000 });
    // Two page loads and a navigation on a throttled phone, on a busy machine.
  }, 120_000);
});

const SHOTS = join(process.cwd(), 'test-results', 'form-at-the-tap');

/** What a visitor types into each field of the demo form, by its name. */
const TYPED: Record<string, string> = { fio: 'Олег Смирнов', phone: '89123456780', company: 'ООО Архив', position: 'Директор по ИТ' };

/** Types into every field of `form` as a person does, picks the list's second choice, and ticks the consent. */
async function fillEvery(form: Locator, email: string) {
  for (const el of await form.locator('input:not([type="hidden"]):not([name="website"]), select, textarea').all()) {
    const name = (await el.getAttribute('name'))!;
    if ((await el.getAttribute('type')) === 'checkbox') await el.check();
    else if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption({ index: 2 });
    else await el.fill(name === 'email' ? email : (TYPED[name] ?? 'Нужна демонстрация архива'));
  }
}

describe('a lead form opened at the first paint, before the scripts', () => {
  /** /archiving/ on a throttled phone (or desktop), its scripts held, the hero's «Запросить демонстрацию» tapped at the first paint. */
  async function openedEarly(width: number) {
    const page = await throttledPage({ width, height: width < 768 ? 812 : 900 });
    const release = await holdScripts();
    await atFirstPaint(page, '/archiving/');
    await page.getByRole('button', { name: 'Запросить демонстрацию' }).first().click();
    // The form is there at once, from the page's HTML: no navigation, no script.
    const dialog = page.getByRole('dialog', { name: 'Запросить демонстрацию' });
    await dialog.getByLabel('ФИО').waitFor();
    expect(await interactive(page)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/ru/products/ecm/archiving/');
    // The page behind it does not scroll, as behind the popup.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    return { page, release, dialog };
  }

  it.each([375, 1440])(
    'at %i px keeps what was typed, the focus and the caret through hydration, and stores one lead on submit',
    async (width) => {
      const { page, release, dialog } = await openedEarly(width);
      const email = `tap-${width}-${Date.now()}@${DOMAIN}`;
      await fillEvery(dialog, email);
      // Back in the name, the caret three letters from the end («Олег Смир|нов»).
      await dialog.getByLabel('ФИО').click();
      await page.keyboard.press('End');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
      expect(await interactive(page)).toBe(false);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `demo-${width}-before-hydration.png`) });

      const sent: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/demo/') && sent.push(r.url()));
      release();
      await waitForInteractive(page);
      // The popup has taken the dialog over: the page's dialog closed, the popup's open with the values.
      await page.waitForFunction(() => !document.querySelector('[data-form-dialogs] dialog[open]'), undefined, { timeout: 30_000 });
      const popup = page.getByTestId('modal-overlay').filter({ has: page.getByRole('heading', { name: 'Запросить демонстрацию' }) });
      await popup.getByLabel('ФИО').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(1);
      expect(await popup.getByLabel('ФИО').inputValue()).toBe('Олег Смирнов');
      expect(await popup.getByLabel('E-mail').inputValue()).toBe(email);
      expect(await popup.getByLabel('Должность').inputValue()).toBe('Директор по ИТ');
      expect(await popup.getByRole('checkbox').isChecked()).toBe(true);
      const caret = await page.evaluate(() => {
        const field = document.activeElement as HTMLInputElement;
        return { name: field.name, start: field.selectionStart, end: field.selectionEnd, live: !field.closest('[data-form-dialogs]') };
      });
      expect(caret).toEqual({ name: 'fio', start: 9, end: 9, live: true });
      // The visitor goes on typing where they were.
      await page.keyboard.type('о');
      expect(await popup.getByLabel('ФИО').inputValue()).toBe('Олег Смиронов');
      await page.screenshot({ path: join(SHOTS, `demo-${width}-after-hydration.png`) });

      await popup.getByRole('button', { name: 'Отправить' }).click();
      expect(await theOneLead(page, email)).toMatchObject({ kind: 'demo' });
      expect(sent).toHaveLength(1);
    },
    120_000,
  );

  /**
   * /archiving/ on a throttled phone, interactive; every script asked for from then on (the popup's
   * code) is held until `release(true)` lets it through or `release(false)` fails it.
   */
  async function interactiveWithPopupHeld() {
    const page = await throttledPage({ width: 375, height: 812 });
    let holding = false;
    let release!: (pass: boolean) => void;
    const released = new Promise<boolean>((r) => (release = r));
    const held: string[] = [];
    await context.route('**/_next/static/**/*.js', async (route) => {
      if (!holding) return route.continue();
      held.push(route.request().url());
      if (await released) await route.continue();
      else await route.abort('internetdisconnected');
    });
    await page.goto(`${SITE()}/archiving/`);
    await waitForInteractive(page);
    holding = true;
    await page.getByRole('button', { name: 'Запросить демонстрацию' }).first().click();
    // The form is there at once, from the page's HTML, while the popup's code is held.
    const dialog = page.getByRole('dialog', { name: 'Запросить демонстрацию' });
    await dialog.getByLabel('ФИО').fill('Анна Петрова');
    expect(await page.evaluate(() => Boolean(document.querySelector('[data-form-dialogs] dialog[open]')))).toBe(true);
    // The page behind it is locked as behind the popup.
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await eventually(async () => held.length > 0 || undefined, 30_000, "the popup's code asked for");
    return { page, dialog, release };
  }

  it("opens the page's dialog at a tap once the page is interactive, before the popup's code has come; the popup takes it over and checks a submit pressed there", async () => {
    const { page, dialog, release } = await interactiveWithPopupHeld();
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/demo/') && sent.push(r.url()));
    // Sent without an e-mail or the consent: held for the popup, not posted.
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    expect(
      await page.evaluate(() => document.querySelector('[data-form-dialogs] dialog[open] form')?.hasAttribute('data-submit-pending')),
    ).toBe(true);
    release(true);
    await page.waitForFunction(() => !document.querySelector('[data-form-dialogs] dialog[open]'), undefined, { timeout: 30_000 });
    const popup = page.getByTestId('modal-overlay').filter({ has: page.getByRole('heading', { name: 'Запросить демонстрацию' }) });
    await popup.getByLabel('ФИО').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await popup.getByLabel('ФИО').inputValue()).toBe('Анна Петрова');
    // The popup checked the submit it was handed: the missing consent is marked, and nothing was sent.
    await popup.locator('input[type="checkbox"][aria-invalid="true"]').waitFor();
    expect(await popup.getByRole('button', { name: 'Отправить' }).isDisabled()).toBe(true);
    expect(sent).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/ru/products/ecm/archiving/');
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
  }, 120_000);

  it("posts a submit in that dialog as plain HTML when the popup's code never comes, and the server refuses it without the consent", async () => {
    const { page, dialog, release } = await interactiveWithPopupHeld();
    // A failed chunk loads the page again (lib/chrome/reload-guard.ts), but not while a form holds
    // what the visitor typed: the page stays as it is, the dialog open, the name kept.
    release(false);
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/demo/'));
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    expect((await refused).status()).toBe(422);
    // The form's page: the consent marked, what was typed kept.
    const form = page.locator('main form');
    await form.getByLabel('ФИО').waitFor();
    expect(await form.getByLabel('ФИО').inputValue()).toBe('Анна Петрова');
    expect(await form.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
  }, 120_000);

  it('stores one lead for a form sent in that dialog before hydration', async () => {
    const { page, release, dialog } = await openedEarly(375);
    const email = `tap-early-${Date.now()}@${DOMAIN}`;
    await fillEvery(dialog, email);
    const sent = await pressedTwiceEarly(page, dialog, 'Отправить', '/api/demo/', '/ru/products/ecm/archiving/');
    release();
    expect(await theOneLead(page, email)).toMatchObject({ kind: 'demo' });
    expect(sent).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/ru/products/ecm/archiving/');
  }, 120_000);
});

describe("a webinar's «Записаться» on a phone", () => {
  it('brings the sign-up form into view at the first paint, below the header, keeps what is typed there through hydration, and stores one lead', async () => {
    // An upcoming webinar of the usual template: its form comes after the programme and the speakers.
    const webinars = await cms<{ slug: string; template: string | null }[]>(
      'GET',
      `/items/webinars?filter[status][_eq]=published&filter[date][_gt]=${new Date(Date.now() + 86_400_000).toISOString()}&fields=slug,template&sort=date`,
    );
    const webinar = webinars.find((w) => w.template !== 'registration');
    expect(webinar).toBeDefined();
    const height = 812;
    const page = await throttledPage({ width: 375, height });
    const release = await holdScripts();
    await atFirstPaint(page, `/webinars/${webinar!.slug}/`);
    const signup = page.getByRole('complementary', { name: 'Регистрация на вебинар' });
    /** Whole in the viewport, below the fixed header, not under it. */
    const inView = (locator: Locator) =>
      locator.evaluate((el, h) => {
        const box = el.getBoundingClientRect();
        return box.top >= document.querySelector('header')!.getBoundingClientRect().bottom && box.bottom <= h;
      }, height);
    // Below the first screen: the link under the title is the way there.
    expect(await inView(signup.getByLabel('ФИО'))).toBe(false);
    await page.locator('main').getByRole('link', { name: 'Записаться', exact: true }).click();
    // A plain anchor: the browser scrolls, no script has run. The form's heading and first field
    // are in view.
    expect(await interactive(page)).toBe(false);
    expect(await inView(signup.getByRole('heading', { name: 'Записаться на вебинар' }))).toBe(true);
    expect(await inView(signup.getByLabel('ФИО'))).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'webinar-375-after-the-jump.png') });

    const email = `webinar-jump-${Date.now()}@${DOMAIN}`;
    await fillLeadForm(signup, email, { Должность: 'Директор по ИТ' });
    expect(await interactive(page)).toBe(false);
    const sent: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/webinar/') && sent.push(r.url()));
    release();
    await waitForInteractive(page);
    expect(await signup.getByLabel('ФИО').inputValue()).toBe('Олег Смирнов');
    expect(await signup.getByLabel('E-mail').inputValue()).toBe(email);
    expect(await signup.getByRole('checkbox').isChecked()).toBe(true);
    await signup.getByRole('button', { name: 'Записаться' }).click();
    await page.getByText('Добавить в Google календарь').waitFor({ timeout: 60_000 });
    expect(await leadsOf(email)).toMatchObject([{ kind: 'webinar' }]);
    await page.waitForTimeout(2_000);
    expect(await cms<{ id: string }[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  }, 120_000);
});
