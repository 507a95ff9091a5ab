// Spec behaviours, in Chromium against the built site and a real Directus:
// in-view prefetch (none on 2g or with Save-Data), table-of-contents links that name their page,
// a chunk failure on the first click after a deploy that lands on the target, a tap whose popup's
// code cannot load answered all the same (its form's page, or the failure dialog), the download form on
// the question call, success stories as the spec reads them, and search results in the server's HTML.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { visitorsForTests } from '../support/browser';
import { waitForInteractive } from '../support/interactive';
import { fillLeadForm } from '../support/lead-form';
import { SITE, cms, deleteRowsOfDomain, eventually, site, uploadFile, publishPage } from '../support/stack';

const DESKTOP = { width: 1440, height: 900 };
const DOMAIN = 'spec-behaviours.example';

const { visitor: newVisitor } = visitorsForTests();
const SHOTS = join(process.cwd(), 'test-results', 'popup-code-failing');

afterAll(async () => {
  await deleteRowsOfDomain('leads', DOMAIN);
});

type Connection = { effectiveType: string; saveData?: boolean };

/** A fresh visitor with the cookie notice accepted, on the given connection, with JavaScript unless told. */
async function visitor({ connection, javaScript = true }: { connection?: Connection; javaScript?: boolean } = {}): Promise<Page> {
  const context = await newVisitor({ viewport: DESKTOP, javaScriptEnabled: javaScript });
  if (connection) {
    await context.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
  }
  return context.newPage();
}

/** Resolves once the page's main thread has been idle (the prefetch waits for that, at most 2 s). */
const idle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), { timeout: 3000 })),
  );

/** When the document was last loaded in full: the address of its navigation entry. */
const documentLoadedAt = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name);

describe('in-view prefetch', () => {
  async function homeWithDataRequests(connection: Connection) {
    const page = await visitor({ connection });
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/_next/data/')) requests.push(r.url());
    });
    await page.goto(`${SITE()}/`);
    await waitForInteractive(page);
    return { page, requests };
  }

  it('fetches the pages of the links in view once the page is idle, those further down once scrolled to', async () => {
    const { page, requests } = await homeWithDataRequests({ effectiveType: '4g' });
    // No pointer ever moved: links in view alone.
    await eventually(async () => (requests.length > 0 ? true : undefined), 15_000, 'page data of the links in view');
    await idle(page);
    await page.waitForLoadState('networkidle');
    // The footer's privacy link is far below the first screen (and linked nowhere above it).
    // (A dynamic route's page data carries its parameters: privacy.json?slug=privacy.)
    const privacy = (u: string) => /\/privacy\.json(\?|$)/.test(u);
    expect(requests.filter(privacy)).toEqual([]);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Политика конфиденциальности' }).scrollIntoViewIfNeeded();
    await eventually(async () => (requests.some(privacy) ? true : undefined), 15_000, 'the footer link');
  });

  it.each([
    ['on 2g', { effectiveType: '2g' }],
    ['with Save-Data', { effectiveType: '4g', saveData: true }],
  ])('fetches no page ahead %s, in view or scrolled to', async (_, connection) => {
    const { page, requests } = await homeWithDataRequests(connection);
    await idle(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await idle(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
  });
});

describe('table of contents', () => {
  it('links to sections of the page itself, which scroll there without scripts', async () => {
    const html = await (await site('/contract-management/')).text();
    expect(html).toContain('href="/ru/products/ecm/contract-management/#faq"');
    expect(html).not.toMatch(/href="\/ru\/products\/ecm#/);

    const page = await visitor({ javaScript: false });
    await page.goto(`${SITE()}/contract-management/`);
    const link = page.getByRole('complementary', { name: 'Содержание страницы' }).getByRole('link', { name: 'Вопросы' });
    expect(await link.getAttribute('href')).toBe('/ru/products/ecm/contract-management/#faq');
    await link.click();
    await page.waitForURL(`${SITE()}/contract-management/#faq`);
    await page.waitForFunction(() => Math.abs(document.getElementById('faq')!.getBoundingClientRect().top) < 200 && window.scrollY > 0);
    // Still the page first loaded: the link scrolled within it.
    expect(await documentLoadedAt(page)).toBe(`${SITE()}/contract-management/`);
  });
});

describe('a chunk that fails on the first click after a deploy', () => {
  /**
   * A chunk of the old build after a deploy: every request for it fails (a prefetch on pointing at
   * the link too) until the page is loaded anew, whose HTML then names chunks that load.
   */
  async function deployedOnce(page: Page, chunk: RegExp) {
    const state = { armed: false, failed: 0, newDocument: false };
    page.on('request', (r) => {
      if (state.armed && r.isNavigationRequest() && r.frame() === page.mainFrame()) state.newDocument = true;
    });
    await page.route(chunk, async (route) => {
      if (state.newDocument) return route.continue();
      state.failed++;
      return route.abort('failed');
    });
    return state;
  }

  it('loads the page the visitor clicked, in full, with the block whose code failed', async () => {
    const page = await visitor();
    // After a deploy the old name of a chunk fails (ahead of the click too); the new page names chunks
    // that load. The trial activation block is an island the home page does not have.
    const chunk = await deployedOnce(page, /\/_next\/static\/chunks\/block_trial_activation\.[\w-]+\.js$/);
    await page.goto(`${SITE()}/`);
    await waitForInteractive(page);
    chunk.armed = true;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Попробовать бесплатно' }).first().click();
    await page.waitForURL(`${SITE()}/configuration/`);
    // The target loaded in full (not the home page reloaded, not the target missing its block).
    await eventually(
      async () => ((await documentLoadedAt(page).catch(() => '')) === `${SITE()}/configuration/` ? true : undefined),
      30_000,
      'a full load of /configuration/',
    );
    await waitForInteractive(page);
    expect(chunk).toMatchObject({ newDocument: true, failed: expect.any(Number) });
    expect(chunk.failed).toBeGreaterThan(0);
    expect(await page.locator('[data-island="block_trial_activation"]').count()).toBeGreaterThan(0);
    expect(page.url()).toBe(`${SITE()}/configuration/`);
  });

  it("lands on the target when the target's page scripts fail", async () => {
    const page = await visitor();
    const chunk = await deployedOnce(page, /\/_next\/static\/chunks\/pages\/news[-./][^/]*\.js$/);
    await page.goto(`${SITE()}/`);
    await waitForInteractive(page);
    chunk.armed = true;
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/chunks/pages/')) scripts.push(`${r.resourceType()} ${r.url().replace(/^.*\/chunks\//, '')}`);
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Новости' }).click();
    // Not page.waitForURL: the router's navigation is aborted by the full load that replaces it, and
    // Playwright reports that abort as a failure; what counts is the document the visitor ends on.
    await eventually(
      async () => ((await documentLoadedAt(page).catch(() => '')) === `${SITE()}/news/` ? true : undefined),
      30_000,
      'a full load of /news/',
    );
    if (chunk.failed === 0) throw new Error(`The news page's chunk was not requested: ${scripts.join(', ')}`);
    await waitForInteractive(page);
    expect(chunk).toMatchObject({ newDocument: true, failed: expect.any(Number) });
    expect(chunk.failed).toBeGreaterThan(0);
    expect(page.url()).toBe(`${SITE()}/news/`);
  });
});

describe("a popup's code that fails to load twice within a minute", () => {
  /**
   * A visitor at `width` on `path`, once the page is interactive; from then on every request for the
   * popups' code (the login dialog's and the lead forms', as the page lists them) fails: a deploy
   * removed it, or the connection keeps dropping.
   */
  async function withPopupCodeFailing(width: number, path: string) {
    const context = await newVisitor({ viewport: { width, height: width < 768 ? 812 : 900 } });
    const page = await context.newPage();
    await page.goto(`${SITE()}${path}`);
    await waitForInteractive(page);
    const scripts = await page.evaluate(
      () => JSON.parse(document.getElementById('form-scripts')!.textContent!) as Record<string, string[]>,
    );
    const code = new Set(Object.values(scripts).flat());
    const failed: string[] = [];
    await page.route('**/_next/static/chunks/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!code.has(path)) return route.continue();
      failed.push(path);
      return route.abort('failed');
    });
    return { page, failed };
  }

  const shot = async (page: Page, name: string) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}.png`) });
  };

  it.each([1440, 375])(
    'at %i px, «Войти» loads the page again at the first tap, and at the second says the service is unavailable',
    async (width) => {
      const { page, failed } = await withPopupCodeFailing(width, '/');
      const tapLogin = async () => {
        // On a phone «Войти» is in the menu.
        if (width < 768) await page.getByRole('button', { name: 'Меню', exact: true }).click();
        await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
      };
      // The first: the page is loaded again (spec §8), which after a deploy brings the new code.
      const reloaded = page.waitForEvent('load');
      await tapLogin();
      await reloaded;
      await waitForInteractive(page);
      expect(failed.length).toBeGreaterThan(0);
      // The second, within the minute: not loaded again, and not nothing either.
      const before = failed.length;
      await tapLogin();
      const dialog = page.getByRole('alertdialog', { name: 'Похоже, что в данный момент сервис не доступен' });
      await dialog.waitFor();
      expect(failed.length).toBeGreaterThan(before);
      expect(await dialog.getByText('Попробуйте повторить попытку позже', { exact: true }).isVisible()).toBe(true);
      expect(await documentLoadedAt(page)).toBe(`${SITE()}/`);
      await shot(page, `login-${width}`);
      // Shown for 10 seconds (spec §8), then the page is as it was.
      await dialog.waitFor({ state: 'detached', timeout: 20_000 });
      expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(false);
    },
    90_000,
  );

  it.each([375, 1440])(
    "at %i px, a lead button leads to its form's page each time, with the page it was on",
    async (width) => {
      const { page, failed } = await withPopupCodeFailing(width, '/prices/');
      for (const tap of [1, 2]) {
        // Home reached in the app: its forms are not in the page's HTML, the popup's code is needed.
        await page
          .getByRole('link', { name: /на главную/ })
          .first()
          .click();
        await page.waitForURL(`${SITE()}/`);
        await page.getByRole('button', { name: 'Запросить демонстрацию' }).first().click();
        await page.waitForURL(`${SITE()}/forms/demo/?from=%2F`);
        const form = page.locator('main form');
        await form.getByLabel('ФИО').waitFor();
        expect(failed.length).toBeGreaterThan(0);
        if (tap === 2) break;
        await shot(page, `demo-${width}`);
        // Back to where the visitor was, then to the form's button again within the minute.
        await page.goto(`${SITE()}/prices/`);
        await waitForInteractive(page);
      }
    },
    90_000,
  );
});

describe('download form', () => {
  it('posts to the question call (spec §7) and the lead is stored as a download', async () => {
    const file = await uploadFile('spec-download.pdf', new Blob(['%PDF-1.4 spec'], { type: 'application/pdf' }));
    const row = await publishPage('/download-question-call/', 'Скачивание через вопрос', [
      { collection: 'block_lead_form', item: { form_kind: 'download', title: 'Памятка', file } },
    ]);
    try {
      const page = await visitor();
      await page.goto(`${SITE()}/download-question-call/`);
      await waitForInteractive(page);
      const form = page.getByRole('form', { name: 'Памятка' });
      const email = `download-${Date.now()}@${DOMAIN}`;
      await fillLeadForm(form, email, { Должность: 'Архивариус' });
      const [response] = await Promise.all([
        // The lead's call: the form's funnel counts (/api/form-funnel/) are sent beside it, in any order.
        page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/') && !r.url().includes('/api/form-funnel/')),
        form.getByRole('button', { name: 'Скачать PDF' }).click(),
      ]);
      expect(new URL(response.url()).pathname + new URL(response.url()).search).toBe('/ru/products/ecm/api/question/?form=download');
      expect(response.status()).toBe(201);
      const lead = await eventually(
        async () => (await cms<{ kind: string }[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=kind`))[0],
        20_000,
        'the lead row',
      );
      expect(lead.kind).toBe('download');
    } finally {
      await cms('DELETE', `/items/pages/${row.id}`);
      await cms('DELETE', `/files/${file}`);
    }
  });
});

describe('success stories', () => {
  type Story = { id: number; name_company: string };
  /** The companies of the given stories that /prices/saas/ shows in its slider, in the slider's order. */
  const shownOf = async (names: string[]) => {
    const html = (await (await site('/prices/saas/')).text()).replace(/&quot;/g, '"');
    const start = html.indexOf('data-island="block_success_stories"');
    if (start < 0) return [];
    // Up to the next block, or the end of the page's content (the page's data, which names the
    // hidden stories too, follows it).
    const next = html.slice(start + 1).search(/data-(island|static-block)="/);
    const ends = [next < 0 ? -1 : start + 1 + next, html.indexOf('__NEXT_DATA__', start)].filter((i) => i > 0);
    const block = html.slice(start, Math.min(...ends));
    return names.filter((n) => block.includes(n)).sort((a, b) => block.indexOf(a) - block.indexOf(b));
  };
  const NEW = 'АО «Новая История»';
  const DRAFT = 'ООО «Черновик»';

  it('shows every published story of the language newest first, a new one on its own; a marketer pins or hides one', async () => {
    const published = (await cms<Story[]>('GET', '/items/success_stories?filter[status][_eq]=published&fields=name_company')).map(
      (r) => r.name_company,
    );
    const names = [...published, NEW, DRAFT];
    const companiesShown = () => shownOf(names);
    const before = await companiesShown();
    expect(before.length).toBeGreaterThan(1);
    const story = await cms<Story>('POST', '/items/success_stories', {
      status: 'published',
      language: 'ru-RU',
      product: 'ECM',
      title: 'Архив за неделю',
      name_company: NEW,
      date: new Date().toISOString().slice(0, 10),
    });
    const draft = await cms<Story>('POST', '/items/success_stories', {
      status: 'draft',
      language: 'ru-RU',
      product: 'ECM',
      title: 'Черновик',
      name_company: DRAFT,
      date: new Date().toISOString().slice(0, 10),
    });
    const [block] = await cms<{ id: number }[]>('GET', '/items/block_success_stories?fields=id&limit=1');
    const items: number[] = [];
    try {
      // Published: regenerated by the revalidation flow, first as the newest.
      const shown = await eventually(
        async () => {
          const now = await companiesShown();
          return now[0] === NEW ? now : undefined;
        },
        90_000,
        'the new story first',
      );
      expect(shown).toEqual([NEW, ...before]);
      expect(shown).not.toContain(DRAFT);

      // Hidden by the marketer, then an older story pinned first.
      const oldest = before[before.length - 1]!;
      const [pinned] = await cms<Story[]>(
        'GET',
        `/items/success_stories?filter[name_company][_eq]=${encodeURIComponent(oldest)}&fields=id`,
      );
      for (const [storyId, placement] of [
        [story.id, 'hide'],
        [pinned!.id, 'pin'],
      ] as const) {
        const item = await cms<{ id: number }>('POST', '/items/block_success_stories_items', {
          block_success_stories_id: block!.id,
          story: storyId,
          placement,
        });
        items.push(item.id);
      }
      await eventually(
        async () => {
          const now = await companiesShown();
          return now[0] === oldest && !now.includes(NEW) ? true : undefined;
        },
        90_000,
        'the story hidden and the oldest pinned first',
      );
      expect(await companiesShown()).toEqual([oldest, ...before.slice(0, -1)]);
    } finally {
      for (const id of items) await cms('DELETE', `/items/block_success_stories_items/${id}`);
      await cms('DELETE', `/items/success_stories/${story.id}`);
      await cms('DELETE', `/items/success_stories/${draft.id}`);
    }
    await eventually(async () => ((await companiesShown()).join() === before.join() ? true : undefined), 90_000, 'the stories as before');
  }, 360_000);
});

describe('search results in the server HTML', () => {
  it('are in the HTML of /search/?q=…, kept by shared caches only for a query that found something', async () => {
    const r = await site(`/search/?q=${encodeURIComponent('договоров')}`);
    expect(r.status).toBe(200);
    // (React separates adjacent text in its HTML with empty comments.)
    const html = (await r.text()).replace(/<!-- -->/g, '');
    expect(html).toMatch(/По запросу «договоров»: \d+ результат/);
    expect(html).toContain('href="/ru/products/ecm/contract-management/"');
    expect(html).toMatch(/<mark>договор/i);
    expect(r.headers.get('cache-control')).toMatch(/^public, s-maxage=60\b/);

    const none = await site(`/search/?q=${encodeURIComponent('щъыйфхъ')}`);
    expect(await none.text()).toContain('ничего не нашлось');
    expect(none.headers.get('cache-control')).toBe('private, no-store');
    // The same query under another address is not kept either.
    expect((await site(`/search/?q=${encodeURIComponent('договоров')}&x=1`)).headers.get('cache-control')).toBe('private, no-store');
    expect((await site('/search/')).headers.get('cache-control')).toMatch(/^public, s-maxage=/);
  });

  it('work in a browser without JavaScript', async () => {
    const page = await visitor({ javaScript: false });
    await page.goto(`${SITE()}/search/`);
    await page.getByLabel('Что найти на сайте').fill('согласования договоров');
    await page.getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL(/\/search\/\?q=/);
    expect(await page.locator('ol mark').count()).toBeGreaterThan(0);
    expect(await page.getByText(/По запросу «согласования договоров»: \d+ результат/).count()).toBe(1);
    expect(await page.getByRole('link', { name: /договор/i }).count()).toBeGreaterThan(0);
  });
});
