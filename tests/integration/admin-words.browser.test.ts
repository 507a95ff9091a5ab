// The screen-text sweep of the admin app as the marketer sees it (role «Маркетолог», Chromium, the
// browser in Novosibirsk): every collection's list and an item form of it, the form builder's field
// panel, every dashboard, the version dialogs and comparison, the Visual Editor module. It collects
// the visible text and the accessible names (aria-label, title, placeholder, the tab title) and
// fails on words in Latin letters only (outside the few product names below) and on Russian labels of
// several words written in Title Case («Код Поля»), the way Directus' formatting makes them. It
// prints every finding, one line per screen and word, so one run lists the whole sweep.
import type { Page } from 'playwright-core';
import { accessTokenOf, MARKETER, signInToAdmin } from '../support/admin-app';
import { chromiumForTests } from '../support/browser';
import { CMS, cms, eventually } from '../support/stack';
import { findMachineWords, type Finding, type ScreenText } from '../support/admin-words';

const browser = chromiumForTests();
const findings: Finding[] = [];
let page: Page;
let marketerToken: string;

/** Directus REST as the marketer: what they may read is what their screens show. */
async function asMarketer<T>(path: string): Promise<T> {
  const r = await fetch(`${CMS()}${path}`, { headers: { authorization: `Bearer ${marketerToken}` } });
  if (!r.ok) throw new Error(`GET ${path} as the marketer -> ${r.status}`);
  return ((await r.json()) as { data: T }).data;
}

/**
 * Opens a route of the admin app the way its own links do (the app's router), so the sweep does not
 * load the whole app again for each of its screens.
 */
async function go(route: string) {
  const moved = await page.evaluate(async (to) => {
    const app = (
      document.querySelector('#app') as unknown as {
        __vue_app__?: { config: { globalProperties: { $router?: { push(to: string): Promise<unknown> } } } };
      }
    )?.__vue_app__;
    const router = app?.config.globalProperties.$router;
    if (!router) return false;
    await router.push(to);
    return true;
  }, route);
  if (!moved) await page.goto(`${CMS()}/admin${route}`);
}

/** Requests of the admin app under way (network idle within the app, which `waitForLoadState` does not see after a route change). */
let inFlight = 0;
let lastActivity = Date.now();

/** Waits until the screen has settled the way a person sees it: no request for 400 ms, no spinner or skeleton left. */
async function settled() {
  await page.waitForLoadState('load');
  // The app has drawn a screen (the Visual Editor module has no main content area of the item screens).
  await page.waitForFunction(() => (document.querySelector('#app')?.childElementCount ?? 0) > 0);
  await eventually(async () => (inFlight === 0 && Date.now() - lastActivity > 400 ? true : undefined), 30_000, 'the admin to stop loading');
  await page.locator('.v-progress-circular, .v-skeleton-loader, .v-progress-linear.indeterminate').first().waitFor({ state: 'hidden' });
}

/** Reads the open screen and keeps what it finds under `screen`. */
let chromeRead = false;
async function sweep(screen: string) {
  await settled();
  const texts = await page.evaluate(collectScreenTexts, chromeRead);
  chromeRead = true;
  findings.push(...findMachineWords(screen, texts));
}

/**
 * Runs in the page: the visible text, line by line as elements hold it, and the accessible names of
 * visible elements. Values typed into inputs are the marketer's own text and are not read; nor is the
 * site inside the preview frame (it is the site's, swept by the site's own tests).
 */
function collectScreenTexts(skipChrome: boolean): ScreenText[] {
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  // The tab's title names the item open (its title, the marketer's text) between the admin's words.
  const out: ScreenText[] = [{ text: document.title, content: true }];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const el = node.parentElement;
    // Rich text and code being edited are the marketer's content, not the admin's words.
    // The module bar and the navigation are the same on every screen: read once, on the first.
    if (
      !text ||
      !el ||
      !shown(el) ||
      el.closest(`script, style, .ProseMirror, .tox, .cm-editor, .CodeMirror${skipChrome ? ', #navigation, .module-nav, .module-bar' : ''}`)
    )
      continue;
    out.push({ text, content: !!el.closest('tbody, .render-template') });
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (!shown(el) || (skipChrome && el.closest('#navigation, .module-nav, .module-bar'))) continue;
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = el.getAttribute(name);
      if (value?.trim()) out.push({ text: value.trim(), content: false });
    }
  }
  return out;
}

beforeAll(async () => {
  marketerToken = await accessTokenOf(MARKETER.email, MARKETER.password, CMS());
  const context = await browser().newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
    timezoneId: 'Asia/Novosibirsk',
  });
  page = await context.newPage();
  const track = (delta: number) => () => {
    inFlight = Math.max(0, inFlight + delta);
    lastActivity = Date.now();
  };
  page.on('request', track(1));
  page.on('requestfinished', track(-1));
  page.on('requestfailed', track(-1));
  await signInToAdmin(page, CMS());
}, 60_000);

afterAll(() => {
  // One line per screen and word, so a run reads as the list of what the marketer meets.
  console.log(
    findings.length
      ? `Machine words on the marketer's screens (${findings.length}; «данные»: in the marketer's own content, not failed on):\n${findings
          .map((f) => `${f.screen}\t${f.kind}${f.content ? ' (данные)' : ''}\t${f.word}\t«${f.text}»`)
          .join('\n')}`
      : "No machine words on the marketer's screens.",
  );
});

type CollectionInfo = { collection: string; schema: object | null; meta: { hidden: boolean; singleton: boolean } | null };

describe("the marketer's admin screens speak Russian", () => {
  it('counts a code and a Title Case label as machine words (the check itself)', () => {
    const words = findMachineWords('проверка', [
      { text: 'Код Поля', content: false },
      { text: 'header', content: true },
      { text: 'Шапка сайта (header)', content: true },
      { text: 'Заявки: Вебинар', content: false },
    ]).map((f) => f.word);
    expect(words).toEqual(['Код Поля', 'header']);
  });

  it("the sign-in screen's tab reads «Войти» from the first paint, never «Sign In», «Loading…» or «Directus · Directus»", async () => {
    for (const width of [1440, 375]) {
      const context = await browser().newContext({ viewport: { width, height: width > 400 ? 900 : 812 }, locale: 'ru-RU' });
      // The tab's title at every frame the browser paints, from the first.
      await context.addInitScript(() => {
        const painted: string[] = [];
        (window as unknown as { paintedTitles: string[] }).paintedTitles = painted;
        const frame = () => {
          if (document.title && painted[painted.length - 1] !== document.title) painted.push(document.title);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      const login = await context.newPage();
      await login.goto(`${CMS()}/admin/login`);
      await login.locator('input[type=password]').waitFor();
      await eventually(async () => ((await login.title()).startsWith('Войти') ? true : undefined), 10_000, 'the tab title «Войти»');
      const painted = await login.evaluate(() => (window as unknown as { paintedTitles: string[] }).paintedTitles);
      console.log(`The sign-in tab at ${width} px, frame by frame: ${painted.map((t) => `«${t}»`).join(' → ')}`);
      expect(painted.length).toBeGreaterThan(0);
      for (const title of painted) expect(title).not.toMatch(/Sign In|Loading|Directus/);
      await login.screenshot({ path: `test-results/41b/admin-login-${width}.png` });
      await context.close();
    }
  });

  it('collections, an item of each, the form builder, dashboards, versions and the Visual Editor', async () => {
    const collections = (await asMarketer<CollectionInfo[]>('/collections')).filter(
      (c) => c.schema && c.meta && !c.meta.hidden && !c.collection.startsWith('directus_'),
    );
    expect(collections.length).toBeGreaterThan(20);

    await go(`/content`);
    await sweep('Содержимое');

    for (const { collection, meta } of collections) {
      if (meta!.singleton) {
        await go(`/content/${collection}`);
        await sweep(`${collection} (запись)`);
        continue;
      }
      await go(`/content/${collection}`);
      await sweep(`${collection} (список)`);
      const fields = await asMarketer<{ field: string; schema: { is_primary_key: boolean } | null }[]>(`/fields/${collection}`);
      const key = fields.find((f) => f.schema?.is_primary_key)?.field ?? 'id';
      const [first] = await asMarketer<Record<string, string | number>[]>(`/items/${collection}?limit=1&fields=${key}`);
      await go(`/content/${collection}/${first ? encodeURIComponent(String(first[key])) : '+'}`);
      await sweep(`${collection} (${first ? 'запись' : 'новая запись'})`);
    }

    // The form builder: a field's panel, opened from the field list of a seeded form.
    const [form] = await asMarketer<{ id: number }[]>('/items/forms?limit=1&fields=id&sort=id');
    await go(`/content/forms/${form!.id}`);
    await settled();
    await page.locator('[data-field="fields"] .v-list-item').first().click();
    await page.locator('.v-drawer').last().waitFor();
    await sweep('forms: панель поля');
    await page.keyboard.press('Escape');
    await page.locator('.v-drawer').waitFor({ state: 'detached' });

    // Dashboards.
    await go(`/insights`);
    await sweep('Аналитика');
    for (const dashboard of await asMarketer<{ id: string; name: string }[]>('/dashboards?fields=id,name')) {
      await go(`/insights/${dashboard.id}`);
      await sweep(`Аналитика: ${dashboard.name}`);
    }

    // A version of a page: the version menu, the comparison and the publish dialog.
    const [home] = await cms<{ id: number }[]>('GET', '/items/pages?filter[path][_eq]=/&fields=id');
    const version = await cms<{ id: string; key: string }>('POST', '/versions', {
      collection: 'pages',
      item: String(home!.id),
      key: `words-${Date.now()}`,
      name: 'Проверка слов',
    });
    try {
      await cms('POST', `/versions/${version.id}/save`, { title: 'Главная, версия для проверки слов' });
      await go(`/content/pages/${home!.id}?version=${version.key}`);
      await sweep('pages: версия');
      // The version's one-action publish asks once, in words (cms/extensions/version-publish).
      await page.getByRole('button', { name: /^Опубликовать изменения версии «Проверка слов»/ }).click();
      await page.getByRole('button', { name: 'Да, опубликовать' }).waitFor();
      await sweep('pages: публикация версии');
      await page.getByRole('group', { name: 'Публикация версии' }).getByRole('button', { name: 'Отмена' }).click();
      await page.locator('.version-button').click();
      await sweep('pages: меню версии');
      await page.keyboard.press('Escape');
      await page.locator('.version-button').click();
      await page
        .locator('.v-menu-content .v-list-item')
        .filter({ hasText: /опубликовать|повысить/i })
        .first()
        .click();
      // The dialog is drawn outside the item form (Directus' dialog outlet): wait for its confirming button, as a person does.
      await page
        .getByRole('button', { name: /Применить|Опубликовать/ })
        .first()
        .waitFor();
      await sweep('pages: сравнение версий');
    } finally {
      await cms('DELETE', `/versions/${version.id}`);
    }

    // The Visual Editor module (its own words; the site inside the frame is not read).
    await go(`/visual`);
    await sweep('Визуальный редактор');

    expect(findings.filter((f) => !f.content).map((f) => `${f.screen}: ${f.word}`)).toEqual([]);
  }, 420_000);
});
