// «Добавить в релиз…» from an item's own screen (issue 43; cms/extensions/add-to-release), driven in
// the real Directus admin app signed in as the marketer:
// - on a page, the marketer creates a version in the version menu, presses «Добавить в релиз…»
//   and picks a release being prepared: the page's «В релизах» lists it, with a link;
// - a release that already has a start time is shown with its time but not offered to the marketer,
//   with the reason beside it (cms/extensions/release-schedule would refuse the change);
// - the release's screen lists the change by the page's title and the version's name
//   («Страница «Архивирование», версия «Весна»»; cms/extensions/release-changes), not «Страница · 12».
// Screenshots at 1440 and 375 px go to SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { signInToAdmin } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { CMS, cms, eventually } from '../support/stack';
/** Moscow is UTC+3 all year (cms/extensions/moscow-datetime/moscow.js). */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

const stamp = Date.now();
const PATH = `/add-to-release-${stamp}/`;
const TITLE = 'Архивирование';
const VERSION = { name: 'Весна', key: `vesna${stamp}` };
const OPEN = `Весенняя кампания ${stamp}`;
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
