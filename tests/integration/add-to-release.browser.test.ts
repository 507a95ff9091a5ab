// «Добавить в релиз…» from an item's own screen (issue 43; cms/extensions/add-to-release), driven in
// the real Directus admin app signed in as the marketer:
// - on a page, the marketer creates a version in the version menu, presses «Добавить в релиз…»
//   and picks a release being prepared: the page's «В релизах» lists it, with a link;
// - a release that already has a start time is shown with its time but not offered to the marketer,
//   with the reason beside it (cms/extensions/release-schedule would refuse the change);
// - the release's screen lists the change by the page's title and the version's name
//   («Страница «Архивирование», версия «Весна»»; cms/extensions/release-changes), not «Страница · 12»;
// - a version in a release with a start time is not saved for the marketer, who reads why beside
//   «В релизах» (cms/extensions/release-schedule); with the time taken off, the same save goes through;
// - «Посмотреть сайт с релизом» opens the site as the release will make it (lib/cms/release-view.ts);
// - «Как изменится сайт» shows the page now and after, side by side, the changed block outlined.
// Screenshots at 1440 and 375 px go to SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { saveUntil, signInToAdmin } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { CMS, SITE, cms, eventually } from '../support/stack';
/** Moscow is UTC+3 all year (cms/extensions/moscow-datetime/moscow.js). */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

const stamp = Date.now();
const PATH = `/add-to-release-${stamp}/`;
const TITLE = 'Архивирование';
const VERSION = { name: 'Весна', key: `vesna${stamp}` };
const OPEN = `Весенняя кампания ${stamp}`;
/** The page's title in the version the release holds: its preview shows it, the live page does not. */
const RELEASE_TITLE = 'Архивирование весной';
const RELEASE_BLOCK_TITLE = 'Архив документов: весеннее предложение';
const SCHEDULED = `Ночной выпуск ${stamp}`;
const SHOTS = process.env.SHOTS_DIR;

const moscowTime = (at: number) => new Date(at + MOSCOW_OFFSET_MS).toISOString().slice(0, 19);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageId = 0;
let openRelease = 0;
let scheduledRelease = 0;

type Change = { id: number; collection: string; item: string; version: string | null; title: string | null };
const changesOf = (release: number) =>
  cms<Change[]>('GET', `/items/release_changes?filter[release][_eq]=${release}&fields=id,collection,item,version,title`);

/** The field «В релизах» of the item open in the admin. */
const inReleases = (): Locator => page.locator('[data-field="in_releases"]');

async function shot(name: string, width: number, show: Locator) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
  await show.scrollIntoViewIfNeeded();
  await show.waitFor();
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
}

/** No Latin letters in what the locator shows (the admin's own words are checked elsewhere). */
async function expectNoLatin(where: Locator) {
  const text = await where.innerText();
  expect(text.match(/[A-Za-z]+/g) ?? []).toEqual([]);
}

beforeAll(async () => {
  const created = await cms<{ id: number }>('POST', '/items/pages', {
    path: PATH,
    title: TITLE,
    status: 'published',
    blocks: [{ collection: 'block_rich_text', sort: 1, item: { title: 'Архив документов', content: '<p>Текст блока.</p>' } }],
  });
  pageId = created.id;
  openRelease = (await cms<{ id: number }>('POST', '/items/releases', { name: OPEN })).id;
  // Set by the administrator: a marketer may not give a release its time.
  scheduledRelease = (
    await cms<{ id: number }>('POST', '/items/releases', { name: SCHEDULED, start_at: moscowTime(Date.now() + 3 * 3_600_000) })
  ).id;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
  page = await context.newPage();
}, 90_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  for (const id of [openRelease, scheduledRelease]) if (id) await cms('DELETE', `/items/releases/${id}`).catch(() => undefined);
  const versions = await cms<{ id: string }[]>('GET', `/versions?filter[key][_eq]=${VERSION.key}&fields=id`).catch(() => []);
  for (const v of versions) await cms('DELETE', `/versions/${v.id}`).catch(() => undefined);
  if (pageId) await cms('DELETE', `/items/pages/${pageId}`).catch(() => undefined);
});

describe('«Добавить в релиз…» on a page, as the marketer', () => {
  it('adds the version open in the version menu to a release being prepared; a scheduled release is shown, not offered', async () => {
    await signInToAdmin(page, CMS());
    await page.goto(`${CMS()}/admin/content/pages/${pageId}`);
    await inReleases().getByText('Запись не входит ни в один релиз').waitFor({ timeout: 60_000 });
    await expect(inReleases().getByText('В релизах').count()).resolves.toBeGreaterThan(0);

    // A version, as the marketer makes one: the version menu, «Создать версию».
    await page.locator('.version-button').click();
    await page.getByText('Создать версию').click();
    await page.getByPlaceholder('Название версии').fill(VERSION.name);
    await page.getByPlaceholder('Имя версии в адресе (латиницей)').fill(VERSION.key);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForURL(new RegExp(`version=${VERSION.key}`), { timeout: 30_000 });
    const [version] = await eventually(
      async () => {
        const found = await cms<{ id: string }[]>('GET', `/versions?filter[key][_eq]=${VERSION.key}&fields=id`);
        return found.length ? found : undefined;
      },
      30_000,
      'the version to be created',
    );

    // «Добавить в релиз…»: both releases being prepared are offered, the scheduled one with its time.
    await inReleases().getByRole('button', { name: 'Добавить в релиз…' }).click();
    await inReleases().getByText(`В какой релиз добавить версию «${VERSION.name}»?`).waitFor({ timeout: 30_000 });
    const offerOpen = inReleases().getByRole('button', { name: `«${OPEN}»`, exact: true });
    const offerScheduled = inReleases().getByRole('button', {
      name: new RegExp(`^«${SCHEDULED}» — опубликуется \\d+ \\S+ в \\d\\d:\\d\\d МСК$`),
    });
    await offerOpen.waitFor({ timeout: 30_000 });
    await offerScheduled.waitFor();
    await expectNoLatin(inReleases());

    // The scheduled release is shown, not offered: a marketer cannot change it while its time stands,
    // and is told so beside it rather than refused after a click.
    expect(await offerScheduled.isDisabled()).toBe(true);
    const reason = inReleases().locator('.release-fixed');
    expect(await reason.innerText()).toBe(
      `Состав релиза «${SCHEDULED}» не меняется, пока стоит время публикации: добавить в него может выпускающий редактор`,
    );
    await expect(changesOf(scheduledRelease)).resolves.toEqual([]);
    await shot('page-release-fixed', 1440, reason);
    await shot('page-release-fixed', 375, reason);
    await page.setViewportSize({ width: 1440, height: 900 });

    // The release being prepared takes it: the version open in the menu, named on the item's screen.
    await offerOpen.click();
    const said = inReleases().getByRole('status');
    await said.waitFor({ timeout: 30_000 });
    expect(await said.innerText()).toBe(`Версия «${VERSION.name}» добавлена в релиз «${OPEN}»`);
    await inReleases().getByText('Входит в 1 релиз:').waitFor({ timeout: 30_000 });
    const row = inReleases().locator('li', { hasText: OPEN });
    expect(await row.innerText()).toBe(`Релиз «${OPEN}» — готовится; версия «${VERSION.name}»`);
    await expectNoLatin(inReleases());
    const changes = await changesOf(openRelease);
    expect(changes).toEqual([
      expect.objectContaining({
        collection: 'pages',
        item: String(pageId),
        version: version!.id,
        title: `Страница «${TITLE}», версия «${VERSION.name}»`,
      }),
    ]);
    await expect(changesOf(scheduledRelease)).resolves.toEqual([]);

    await shot('page-in-releases', 1440, inReleases());
    await shot('page-in-releases', 375, inReleases());
    await page.setViewportSize({ width: 1440, height: 900 });

    // The link leads to the release's screen, whose list names the change by the page's title.
    await row.getByRole('link', { name: `«${OPEN}»` }).click();
    await page.waitForURL(new RegExp(`/admin/content/releases/${openRelease}(\\?|$)`), { timeout: 30_000 });
    const list = page.locator('[data-field="changes"]');
    await list.getByText(`Страница «${TITLE}», версия «${VERSION.name}»`).waitFor({ timeout: 60_000 });
    expect(await list.innerText()).not.toMatch(/Страница · |pages/);
    await shot('release-changes', 1440, list);
    await shot('release-changes', 375, list);

    // «Посмотреть сайт с релизом»: the whole site as the release will make it, in a tab of its own,
    // through the admin's own session (no secret in the address); visitors still get the live page.
    const [block] = await cms<{ id: number; item: string }[]>('GET', `/items/pages_blocks?filter[pages_id][_eq]=${pageId}&fields=id,item`);
    await cms('POST', `/versions/${version!.id}/save`, {
      title: RELEASE_TITLE,
      blocks: {
        create: [],
        update: [{ id: block!.id, collection: 'block_rich_text', item: { id: Number(block!.item), title: RELEASE_BLOCK_TITLE } }],
        delete: [],
      },
    });
    const link = page.getByRole('link', { name: 'Посмотреть сайт с релизом' });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^http://[\\w.]+:\\d+/preview-link/\\?release=${openRelease}&path=/$`));
    const [preview] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const bar = preview.getByRole('status').filter({ hasText: `Релиз «${OPEN}»: так сайт будет выглядеть после его публикации.` });
    await bar.waitFor({ timeout: 60_000 });
    expect(new URL(preview.url()).search).toBe('');
    await preview.goto(preview.url().replace(/\/$/, PATH));
    await bar.waitFor({ timeout: 60_000 });
    expect(await preview.title()).toContain(RELEASE_TITLE);
    for (const width of SHOTS ? [1440, 375] : []) {
      await preview.setViewportSize({ width, height: width < 500 ? 812 : 900 });
      await preview.screenshot({ path: `${SHOTS}/release-preview-${width}.png` });
    }
    await preview.close();
    const live = await fetch(`${SITE()}${PATH}`);
    expect(await live.text()).not.toContain(RELEASE_TITLE);

    // «Как изменится сайт»: the page now and after, side by side, the changed block outlined.
    await page.reload();
    const compare = page.locator('[data-field="compare"]');
    await compare.getByText('Страниц релиза: 1.').waitFor({ timeout: 60_000 });
    // The page by the title the release gives it.
    expect(await compare.locator('select option').allInnerTexts()).toEqual([`«${RELEASE_TITLE}» (${PATH})`]);
    const before = page.frameLocator('iframe[title="Сейчас на сайте"]');
    const after = page.frameLocator('iframe[title="После публикации релиза"]');
    await after.locator('[data-release-changed]').getByText(RELEASE_BLOCK_TITLE).waitFor({ timeout: 60_000 });
    await before.getByText('Архив документов').first().waitFor({ timeout: 60_000 });
    expect(await before.locator('[data-release-changed]').count()).toBe(0);
    expect(await after.locator('[data-release-changed]').count()).toBe(1);
    // Every word of it but the page's address (in the list) is Russian.
    for (const words of await compare.locator('p, label > span, [role="group"], figcaption').all()) await expectNoLatin(words);
    await shot('release-compare', 1440, compare);
    await compare.getByRole('button', { name: 'Телефон (375 пикселей)' }).click();
    await after.locator('[data-release-changed]').waitFor({ timeout: 60_000 });
    await shot('release-compare-phone', 1440, compare);
    await shot('release-compare-phone', 375, compare);
    await page.setViewportSize({ width: 1440, height: 900 });
  }, 300_000);
});

describe('«В релизах» on the site settings (one record, no key in the address)', () => {
  it('adds the settings themselves, the main copy open, and the release names them «Общие настройки»', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${CMS()}/admin/content/globals`);
    await inReleases().getByRole('button', { name: 'Добавить в релиз…' }).waitFor({ timeout: 60_000 });
    await inReleases().getByRole('button', { name: 'Добавить в релиз…' }).click();
    await inReleases().getByText('В какой релиз добавить основную запись?').waitFor({ timeout: 30_000 });
    await inReleases()
      .getByRole('button', { name: `«${OPEN}»`, exact: true })
      .click();
    const said = inReleases().getByRole('status');
    await said.waitFor({ timeout: 30_000 });
    expect(await said.innerText()).toBe(`Запись добавлена в релиз «${OPEN}»`);
    expect(await inReleases().locator('li', { hasText: OPEN }).innerText()).toBe(`Релиз «${OPEN}» — готовится; основная запись`);
    const globals = (await changesOf(openRelease)).filter((c) => c.collection === 'globals');
    expect(globals).toEqual([expect.objectContaining({ version: null, title: 'Общие настройки' })]);
  }, 120_000);
});

describe('a version in a scheduled release', () => {
  const KEY = `leto${stamp}`;
  const NAME = `Летний выпуск ${stamp}`;
  let release = 0;
  afterAll(async () => {
    if (release) await cms('DELETE', `/items/releases/${release}`).catch(() => undefined);
    const versions = await cms<{ id: string }[]>('GET', `/versions?filter[key][_eq]=${KEY}&fields=id`).catch(() => []);
    for (const v of versions) await cms('DELETE', `/versions/${v.id}`).catch(() => undefined);
  });

  it('is fixed for the marketer while the release has a time: the save says why and changes nothing', async () => {
    const version = await cms<{ id: string }>('POST', '/versions', { collection: 'pages', item: String(pageId), key: KEY, name: 'Лето' });
    await cms('POST', `/versions/${version.id}/save`, { title: 'Архивирование летом' });
    release = (
      await cms<{ id: number }>('POST', '/items/releases', {
        name: NAME,
        changes: [{ collection: 'pages', item: String(pageId), version: version.id }],
      })
    ).id;
    // The publisher gives the release its time.
    await cms('PATCH', `/items/releases/${release}`, { start_at: moscowTime(Date.now() + 3 * 3_600_000) });
    // The whole version: `?fields=delta` answers 500 in Directus 11.17.4 («reading 'primary'»).
    const titleOfVersion = async () => (await cms<{ delta: { title?: string } | null }>('GET', `/versions/${version.id}`)).delta?.title;

    await page.setViewportSize({ width: 1440, height: 900 });
    // The marketer opens the page and picks the version in the version menu.
    await page.goto(`${CMS()}/admin/content/pages/${pageId}`);
    const title = page.locator('[data-field="title"] input');
    let seen = '';
    const titleReads = (wanted: string, what: string) =>
      eventually(
        async () => {
          seen = await title.inputValue().catch((e: Error) => e.message.split('\n')[0]!);
          return seen === wanted ? true : undefined;
        },
        60_000,
        what,
      ).catch(async (e: unknown) => {
        await page.screenshot({ path: 'test-results/version-fixed-open-failed.png' });
        throw new Error(`${(e as Error).message}; the title read «${seen}» at ${page.url()}`);
      });
    await titleReads(TITLE, 'the page open');
    await page.locator('.version-button').click();
    await page.locator('.v-menu-content .v-list-item', { hasText: 'Лето' }).first().click();
    await page.waitForURL(new RegExp(`version=${KEY}`), { timeout: 30_000 });
    await titleReads('Архивирование летом', 'the version open');
    await title.fill('Архивирование осенью');
    const refusal = page
      .locator('.validation-errors-list, .v-notice', { hasText: `Версия входит в релиз «${NAME}», который опубликуется` })
      .first();
    await saveUntil(page, async () => ((await refusal.count()) > 0 ? true : undefined), 'the refusal of the save');
    expect((await refusal.innerText()).replace(/\s+/g, ' ')).toMatch(
      new RegExp(
        `В релизах: Версия входит в релиз «${NAME}», который опубликуется \\d+ [а-я]+ в \\d\\d:\\d\\d МСК: до публикации её меняет выпускающий редактор или администратор`,
      ),
    );
    await expectNoLatin(refusal);
    await expect(titleOfVersion()).resolves.toBe('Архивирование летом');
    await shot('version-fixed', 1440, refusal);
    await shot('version-fixed', 375, refusal);
    await page.setViewportSize({ width: 1440, height: 900 });

    // The time taken off, the same save goes through.
    await cms('PATCH', `/items/releases/${release}`, { start_at: null });
    await saveUntil(page, async () => ((await titleOfVersion()) === 'Архивирование осенью' ? true : undefined), 'the version saved');
  }, 180_000);
});
