// Releases (cms/extensions/releases): a campaign's changes — a new landing page, a header menu item
// to it, a changed home page hero — go live together, in one transaction and one regeneration wave,
// and a revert puts back exactly what was live before, in the rendered HTML too. Only a publisher
// (an administrator or «Выпускающий редактор») publishes; a release that cannot be applied in full
// changes nothing.
import { mkdirSync } from 'node:fs';
import { launchBrowser } from '../support/browser';
import { CMS, SITE, cms, eventually, site } from '../support/stack';
import {
  WATCHED,
  act,
  asPerson,
  atSite,
  expectSameHtml,
  html,
  prepareCampaign,
  previewCookie,
  previewLink,
  regenerationsSoFar,
  rendered,
  signIn,
  watchCampaign,
  type Campaign,
} from '../support/releases';

// Screenshots of the preview's lists at 1440 and 375 px go to SHOTS_DIR when it is set.
const SHOTS = process.env.SHOTS_DIR;

/** Full-page screenshots of `paths` as the preview (its `cookie`) shows them, at 1440 and 375 px. */
async function shootPreview(cookie: string, paths: string[], name: string) {
  mkdirSync(SHOTS!, { recursive: true });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split('; ').map((c) => {
        const [key, ...value] = c.split('=');
        return { name: key!, value: value.join('='), url: SITE() };
      }),
    );
    await context.addInitScript(() => window.localStorage.setItem('cookies-approved', 'true'));
    const page = await context.newPage();
    for (const path of paths) {
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
        await page.goto(`${SITE()}${path}`, { waitUntil: 'networkidle' });
        await page.screenshot({ path: `${SHOTS}/${name}${path.replace(/\//g, '-')}${width}.png`, fullPage: true });
      }
    }
  } finally {
    await browser.close();
  }
}

// Publishing regenerates every page (the menu is on each of them), twice over: a while on a busy machine.
jest.setTimeout(600_000);

const LANDING = '/release-check-landing/';
const LANDING_TITLE = 'Лендинг релиза';
const HERO_TITLE = 'Заголовок из релиза';

let campaign: Campaign;
let landing: number;
let homeHero: Campaign['homeHero'];
let release: number;
let before: Record<string, string>;

beforeAll(async () => {
  // The campaign, prepared: a new page kept a draft, versions of the home page and the header menu.
  campaign = await prepareCampaign({
    path: LANDING,
    title: LANDING_TITLE,
    heroTitle: HERO_TITLE,
    key: 'campaign',
    name: 'Проверка релиза',
  });
  ({ landing, homeHero, release, before } = campaign);
});

afterAll(async () => {
  await campaign?.remove();
});

describe('a release', () => {
  it('is not published by a marketer, and nothing of it is live before it is', async () => {
    const token = await signIn();
    const refused = await act(release, 'publish', token);
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.message).toContain('Выпускающий редактор');
    expect((await html(LANDING)).status).toBe(404);
    expect(await rendered('/')).not.toContain(HERO_TITLE);
  });

  it('is previewed as the whole site it will make, by a marketer only, the live site untouched', async () => {
    const marketer = await signIn();
    expect((await previewLink(release)).status).toBe(401);
    const minted = await previewLink(release, marketer);
    expect(minted.status).toBe(302);
    const tokenLink = minted.headers.get('location')!;
    expect(tokenLink).toMatch(new RegExp(`/api/preview/\\?token=[^&]+&path=%2F&release=${release}$`));
    const opened = await fetch(atSite(tokenLink), { redirect: 'manual' });
    expect(opened.status).toBe(307);
    // The token names the release: it opens no other.
    expect((await fetch(atSite(tokenLink).replace(`release=${release}`, `release=${release + 1}`), { redirect: 'manual' })).status).toBe(
      401,
    );
    const cookie = opened.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const previewed = async (path: string) => {
      const r = await site(path, { headers: { cookie } });
      return { status: r.status, body: await r.text() };
    };

    // The home page with the release's hero, its menu with the link to the landing, and the bar saying whose preview it is.
    const home = await previewed('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain(HERO_TITLE);
    expect(home.body).toContain(`href="/ru/products/ecm${LANDING}"`);
    // The release's name, and what it is followed by on a wide screen (a phone's bar has the name alone).
    expect(home.body.replace(/<[^>]*>/g, '')).toContain('Релиз «Проверка релиза»: так сайт будет выглядеть после его публикации.');
    // The landing the release publishes is there; a page the menu alone changes has the new link too.
    const page = await previewed(LANDING);
    expect(page.status).toBe(200);
    expect(page.body).toContain(LANDING_TITLE);
    expect((await previewed('/prices/')).body).toContain(`href="/ru/products/ecm${LANDING}"`);

    // A draft the release does not hold stays out of its preview (a plain draft preview would show it).
    const other = await cms<{ id: number }>('POST', '/items/pages', {
      path: '/release-check-other-draft/',
      title: 'Черновик вне релиза',
      status: 'draft',
      blocks: [{ collection: 'block_hero', sort: 1, item: { title: 'Черновик вне релиза', text: 'Текст' } }],
    });
    try {
      expect((await previewed('/release-check-other-draft/')).status).toBe(404);
    } finally {
      await cms('DELETE', `/items/pages/${other.id}`);
    }

    // Visitors get the live site, as before the preview.
    expect(await rendered('/')).not.toContain(HERO_TITLE);
    expect((await html(LANDING)).status).toBe(404);
    for (const path of WATCHED) expectSameHtml(path, await rendered(path), before[path]!);
  });

  it("lists in its preview what will be live after it: its new webinar and news, its version's title and date, no other draft", async () => {
    const ours = { language: 'ru-RU', product: 'ECM' };
    const NEWS = 'Новость, которую публикует релиз';
    const WEBINAR = 'Вебинар, который публикует релиз';
    const CHANGED = 'Сроки хранения: заголовок из релиза';
    const ORIGINAL = 'Сроки хранения по перечню Росархива';
    const OTHER = 'Черновик новости вне релиза';
    // The seeded oldest news item (on the second page), which the release's version renames and dates the latest.
    const [oldest] = await cms<{ id: number }[]>('GET', '/items/news?filter[slug][_eq]=archive-storage-terms&fields=id');
    const [news, webinar, other] = await Promise.all([
      cms<{ id: number }>('POST', '/items/news', { ...ours, status: 'draft', title: NEWS, slug: 'release-list-news', date: '2026-11-30' }),
      cms<{ id: number }>('POST', '/items/webinars', {
        ...ours,
        status: 'draft',
        title: WEBINAR,
        slug: 'release-list-webinar',
        // Two days ahead: sooner than the seeded upcoming ones, so the header's column shows it too.
        date: new Date(Date.now() + 2 * 24 * 3_600_000).toISOString(),
      }),
      cms<{ id: number }>('POST', '/items/news', {
        ...ours,
        status: 'draft',
        title: OTHER,
        slug: 'release-list-other',
        date: '2026-12-02',
      }),
    ]);
    const version = await cms<{ id: string }>('POST', '/versions', {
      collection: 'news',
      item: String(oldest!.id),
      key: 'release-lists',
      name: 'Проверка списков',
    });
    await cms('POST', `/versions/${version.id}/save`, { title: CHANGED, date: '2026-12-01' });
    const { id: listing } = await cms<{ id: number }>('POST', '/items/releases', {
      name: 'Проверка: списки',
      changes: [
        { collection: 'news', item: String(news.id), version: null },
        { collection: 'webinars', item: String(webinar.id), version: null },
        { collection: 'news', item: String(oldest!.id), version: version.id },
      ],
    });
    try {
      const cookie = await previewCookie(listing, await signIn());
      const previewed = async (path: string) => {
        const r = await site(path, { headers: { cookie } });
        return { status: r.status, body: await r.text(), cache: r.headers.get('cache-control') };
      };
      /** The cards' part of a listing (the page data after the markup holds every title too). */
      const cards = (body: string) => body.slice(0, body.indexOf('__NEXT_DATA__'));

      // News: the release's versions in place and sorted as the live list (latest first, six a page).
      const first = await previewed('/news/');
      expect(first.status).toBe(200);
      // A preview is kept out of every cache: the CDN's and the ISR pages'.
      expect(first.cache).toMatch(/no-store/);
      expect(first.body).toContain('Релиз «Проверка: списки»');
      const shown = cards(first.body);
      expect(shown).toContain(NEWS);
      expect(shown).toContain(CHANGED);
      expect(shown).not.toContain(ORIGINAL);
      expect(shown).not.toContain(OTHER);
      expect(shown.indexOf(CHANGED)).toBeLessThan(shown.indexOf(NEWS));
      expect(shown.indexOf(NEWS)).toBeLessThan(shown.indexOf('ELMA365 ECM 4.2'));
      expect(shown).toContain('1 декабря 2026 г.');
      // Eight news: the two oldest left on the second page, the renamed one no more.
      const second = cards((await previewed('/news/page/2/')).body);
      expect(second).toContain('Обновлённая партнёрская программа');
      expect(second).toContain('реестре российского ПО');
      expect(second).not.toContain(CHANGED);
      expect(second).not.toContain(ORIGINAL);
      expect((await previewed('/news/page/3/')).status).toBe(404);
      // Webinars: the new one among the upcoming.
      const webinars = await previewed('/webinars/');
      expect(webinars.status).toBe(200);
      const upcoming = webinars.body.slice(
        webinars.body.indexOf('data-testid="webinars-upcoming"'),
        webinars.body.indexOf('data-testid="webinars-past"'),
      );
      expect(upcoming).toContain(WEBINAR);
      // The header's column of every page (here the home page) has it as the soonest webinar.
      expect(cards((await previewed('/')).body)).toContain(WEBINAR);
      // Its items open on their own pages too.
      expect((await previewed('/news/release-list-news/')).body).toContain(NEWS);
      expect((await previewed('/webinars/release-list-webinar/')).body).toContain(WEBINAR);

      if (SHOTS) await shootPreview(cookie, ['/news/', '/webinars/'], 'release-list');

      // Visitors' lists are as before, after the preview as well.
      const live = cards(await rendered('/news/'));
      for (const title of [NEWS, CHANGED, OTHER]) expect(live).not.toContain(title);
      expect(cards(await rendered('/news/page/2/'))).toContain(ORIGINAL);
      expect(await rendered('/webinars/')).not.toContain(WEBINAR);
      expect(await rendered('/')).not.toContain(WEBINAR);
      expect((await html('/news/release-list-news/')).status).toBe(404);
    } finally {
      await cms('DELETE', `/items/releases/${listing}`).catch(() => undefined);
      await cms('DELETE', `/versions/${version.id}`).catch(() => undefined);
      await cms('DELETE', '/items/news', [news.id, other.id]).catch(() => undefined);
      await cms('DELETE', `/items/webinars/${webinar.id}`).catch(() => undefined);
    }
  });

  it('goes live all at once in one regeneration wave, never linking to a page not yet served', async () => {
    const regenerated = await regenerationsSoFar();
    // A visitor reloading the home page and the landing the whole time.
    const visitor = watchCampaign(LANDING, HERO_TITLE);

    const t0 = Date.now();
    const published = await act(release, 'publish');
    const answered = Date.now() - t0;
    expect(published).toMatchObject({ status: 200 });
    const { regeneration } = published.body.data!;
    expect(regeneration.failed).toEqual([]);
    expect(new Set(regeneration.revalidated).size).toBe(regeneration.revalidated.length);
    expect(regeneration.revalidated).toEqual(expect.arrayContaining([LANDING, '/', '/prices/']));
    // Each path of the wave regenerated once, nothing besides; a page a visitor asked for after the
    // publication was rendered for them and is left out of the wave (the poller asks for two).
    const count = (await regenerationsSoFar()) - regenerated;
    expect(count).toBeLessThanOrEqual(regeneration.revalidated.length);
    expect(count).toBeGreaterThanOrEqual(regeneration.revalidated.length - WATCHED.length);

    await eventually(async () => visitor.showsAll(), 60_000, 'the release live');
    await visitor.stop();
    const { seen } = visitor;
    const live = visitor.wentLive();
    console.log(
      `release of 3 changes: publish answered in ${answered} ms; one wave of ${regeneration.revalidated.length} paths, ${count} regenerations; ` +
        `live after the call: landing ${live.landing - t0} ms, menu link ${live.link - t0} ms, home hero ${live.hero - t0} ms ` +
        `(${seen.length} polls of the home page and the landing)`,
    );
    // No home page ever linked to the landing while the landing was not served.
    for (const s of seen) if (s.linked) expect(s.at).toBeGreaterThanOrEqual(live.landing);
    expect(await rendered('/prices/')).toContain(`href="/ru/products/ecm${LANDING}"`);
  });

  it('is reverted to exactly what was live before, and can be published again', async () => {
    const reverted = await act(release, 'revert');
    expect(reverted).toMatchObject({ status: 200 });
    expect(reverted.body.data!.regeneration.failed).toEqual([]);
    // The landing's address leads to its parent page, as the release left no page of its own for it.
    const gone = await html(LANDING);
    expect(gone.status).toBe(307);
    expect(gone.location).toMatch(/\/ru\/products\/ecm\/$/);
    for (const path of WATCHED) expectSameHtml(path, await rendered(path), before[path]!);
    const hero = await cms<{ title: string }>('GET', `/items/block_hero/${homeHero.hero}?fields=title`);
    expect(hero.title).toBe(homeHero.title);
    const [state] = await cms<{ state: string; log: string }[]>('GET', `/items/releases?filter[id][_eq]=${release}&fields=state,log`);
    expect(state!.state).toBe('reverted');
    // Who and when, in words and Moscow time, a line each.
    expect(state!.log.split('\n')).toEqual([
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d МСК — опубликован \(Администратор/),
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d МСК — откачен \(Администратор/),
    ]);

    // Once more: the changes were kept at the first publication.
    const again = await act(release, 'publish');
    expect(again.status).toBe(200);
    expect(await rendered('/')).toContain(HERO_TITLE);
    // The redirect the revert left is gone with the publication: the landing is served again.
    await eventually(async () => ((await html(LANDING)).status === 200 ? true : undefined), 30_000, 'the landing served again');
    expect((await act(release, 'revert')).status).toBe(200);
    for (const path of WATCHED) expectSameHtml(path, await rendered(path), before[path]!);
  });

  it('that cannot be applied in full changes nothing', async () => {
    const { id: broken } = await cms<{ id: number }>('POST', '/items/releases', {
      name: 'Проверка: запись пропала',
      changes: [
        { collection: 'pages', item: String(landing), version: null },
        { collection: 'pages', item: '999999', version: null },
      ],
    });
    try {
      const r = await act(broken, 'publish');
      expect(r.status).toBe(400);
      expect(r.body.errors?.[0]?.message).toContain('999999');
      const [page] = await cms<{ status: string }[]>('GET', `/items/pages?filter[id][_eq]=${landing}&fields=status`);
      expect(page!.status).toBe('draft');
      const [state] = await cms<{ state: string }[]>('GET', `/items/releases?filter[id][_eq]=${broken}&fields=state`);
      expect(state!.state).toBe('draft');
    } finally {
      await cms('DELETE', `/items/releases/${broken}`);
    }
  });

  it('that moves a live page keeps both addresses working: the old one leads to the new, and back after the revert', async () => {
    const FROM = '/release-move-from/';
    const TO = '/release-move-to/';
    const { id: page } = await cms<{ id: number }>('POST', '/items/pages', {
      path: FROM,
      title: 'Страница, которую релиз переносит',
      status: 'published',
      blocks: [{ collection: 'block_hero', sort: 1, item: { title: 'Страница, которую релиз переносит', text: 'Текст' } }],
    });
    const version = await cms<{ id: string }>('POST', '/versions', {
      collection: 'pages',
      item: String(page),
      key: 'move',
      name: 'Перенос',
    });
    await cms('POST', `/versions/${version.id}/save`, { path: TO });
    const { id: moving } = await cms<{ id: number }>('POST', '/items/releases', {
      name: 'Проверка: перенос страницы',
      changes: [{ collection: 'pages', item: String(page), version: version.id }],
    });
    /** The address answers `status`, leading to `to` when it is a redirect. */
    const answers = (path: string, status: number, to?: string) =>
      eventually(
        async () => {
          const r = await html(path);
          return r.status === status && (!to || r.location?.endsWith(`/ru/products/ecm${to}`)) ? true : undefined;
        },
        30_000,
        `${path} answering ${status}${to ? ` to ${to}` : ''}`,
      );
    try {
      await answers(FROM, 200);
      expect((await act(moving, 'publish')).status).toBe(200);
      await answers(TO, 200);
      await answers(FROM, 308, TO);
      expect((await act(moving, 'revert')).status).toBe(200);
      await answers(FROM, 200);
      await answers(TO, 308, FROM);
    } finally {
      await cms('DELETE', `/items/releases/${moving}`).catch(() => undefined);
      await cms('DELETE', `/versions/${version.id}`).catch(() => undefined);
      await cms('DELETE', `/items/pages/${page}`).catch(() => undefined);
    }
  });

  it("that changes a menu's page in a content version regenerates that page alone, not every page linking to it", async () => {
    // A page the header menu links to: had the release named its address, as it does for a page it
    // publishes or moves, the site would have regenerated every page of the site (the menu is on each).
    const [item] = await cms<{ page: { id: number; path: string } }[]>(
      'GET',
      '/items/navigation_items?filter[navigation][_eq]=header&filter[page][status][_eq]=published&filter[page][path][_neq]=/&fields=page.id,page.path&limit=1',
    );
    const { id: page, path } = item!.page;
    const [row] = await cms<{ id: number; item: string }[]>(
      'GET',
      `/items/pages_blocks?filter[pages_id][_eq]=${page}&filter[collection][_eq]=block_hero&fields=id,item&limit=1`,
    );
    const title = 'Заголовок из релиза версий';
    const version = await cms<{ id: string }>('POST', '/versions', {
      collection: 'pages',
      item: String(page),
      key: 'hero-only',
      name: 'Заголовок',
    });
    await cms('POST', `/versions/${version.id}/save`, {
      blocks: { create: [], update: [{ id: row!.id, collection: 'block_hero', item: { id: Number(row!.item), title } }], delete: [] },
    });
    const { id: heroOnly } = await cms<{ id: number }>('POST', '/items/releases', {
      name: 'Проверка: заголовок страницы из меню',
      changes: [{ collection: 'pages', item: String(page), version: version.id }],
    });
    const was = await rendered(path);
    try {
      const published = await act(heroOnly, 'publish');
      expect(published.status).toBe(200);
      expect(published.body.data!.regeneration.revalidated).toEqual([path]);
      expect(await rendered(path)).toContain(title);
      const reverted = await act(heroOnly, 'revert');
      expect(reverted.status).toBe(200);
      expect(reverted.body.data!.regeneration.revalidated).toEqual([path]);
      expectSameHtml(path, await rendered(path), was);
    } finally {
      await cms('DELETE', `/items/releases/${heroOnly}`).catch(() => undefined);
      await cms('DELETE', `/versions/${version.id}`).catch(() => undefined);
    }
  });

  it('is stopped by its check when a page of it links to a page it does not publish; an administrator publishes anyway, saying why', async () => {
    const FORGOTTEN = '/release-check-forgotten/';
    const OFFER = '/release-check-offer/';
    const forgotten = await cms<{ id: number }>('POST', '/items/pages', {
      path: FORGOTTEN,
      title: 'Забытая страница',
      status: 'draft',
      blocks: [{ collection: 'block_hero', sort: 1, item: { title: 'Забытая страница', text: 'Текст' } }],
    });
    const offer = await cms<{ id: number }>('POST', '/items/pages', {
      path: OFFER,
      title: 'Предложение релиза',
      status: 'draft',
      blocks: [
        { collection: 'block_hero', sort: 1, item: { title: 'Предложение релиза', text: 'Условия предложения' } },
        {
          collection: 'block_rich_text',
          sort: 2,
          item: { content: `<p>Подробности — <a href="/ru/products/ecm${FORGOTTEN}">на отдельной странице</a>.</p>` },
        },
      ],
    });
    const { id: checked } = await cms<{ id: number }>('POST', '/items/releases', {
      name: 'Проверка: ссылка на черновик',
      changes: [{ collection: 'pages', item: String(offer.id), version: null }],
    });
    const publish = async (body?: unknown) => {
      const r = await fetch(`${CMS()}/releases/${checked}/publish`, {
        method: 'POST',
        headers: { authorization: `Bearer ${process.env.TEST_ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, body: (await r.json()) as { errors?: { message: string; extensions?: { findings: unknown[] } }[] } };
    };
    const finding = expect.objectContaining({
      level: 'error',
      text: `Ссылка на неопубликованную страницу «Забытая страница» (${FORGOTTEN})`,
      pages: [expect.objectContaining({ path: OFFER })],
    });
    try {
      // The marketer who prepares it sees the same before anyone presses «Опубликовать релиз».
      const report = await asPerson(await signIn(), 'GET', `/content-health/?release=${checked}`);
      expect(report.status).toBe(200);
      const { findings } = report.body.data as { findings: { level: string }[] };
      // An error, and the page's missing description for search engines, a warning, which stops nothing.
      expect(findings.filter((f) => f.level === 'error')).toEqual([finding]);

      const stopped = await publish();
      expect(stopped.status).toBe(409);
      expect(stopped.body.errors?.[0]?.message).toContain('Проверка релиза нашла ошибку');
      expect(stopped.body.errors?.[0]?.extensions?.findings).toEqual([finding]);
      expect((await html(OFFER)).status).toBe(404);

      const despite = await publish({ despite: 'Страница условий выйдет завтра' });
      expect(despite.status).toBe(200);
      const [state] = await cms<{ state: string; log: string }[]>('GET', `/items/releases?filter[id][_eq]=${checked}&fields=state,log`);
      expect(state!.state).toBe('published');
      expect(state!.log).toMatch(/МСК — опубликован вопреки проверке: «Страница условий выйдет завтра» \(ошибок: 1\) \(Администратор/);
      expect((await act(checked, 'revert')).status).toBe(200);
    } finally {
      await cms('DELETE', `/items/releases/${checked}`).catch(() => undefined);
      for (const id of [offer.id, forgotten.id]) await cms('DELETE', `/items/pages/${id}`).catch(() => undefined);
      const redirects = await cms<{ id: number }[]>('GET', `/items/redirects?filter[from][_eq]=${OFFER}&fields=id`);
      for (const redirect of redirects) await cms('DELETE', `/items/redirects/${redirect.id}`);
    }
  });
});
