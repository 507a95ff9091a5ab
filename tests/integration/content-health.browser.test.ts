// The content health report of the live site (cms/extensions/content-health and its dashboard
// «Проверка сайта»), as a marketer reads it in the real admin app: a page with two h1, a picture
// without alt and links to a page that does not exist and to one kept a draft is reported with each
// finding in words and where it is; once the marketer fixes the page, «Проверить ещё раз» no longer
// reports what was fixed. Screenshots at 1440 and 375 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { MARKETER, MARKETER_ZONES, accessTokenOf, signedInAdmin, openDashboard } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { CMS, cms, eventually, site, uploadPicture } from '../support/stack';

jest.setTimeout(240_000);

const tag = `${Date.now() % 1_000_000}`;
const PATH = `/health-check-${tag}/`;
const TITLE = 'Страница для проверки сайта';
const DRAFT = `/health-draft-${tag}/`;
const DRAFT_TITLE = 'Черновик для проверки сайта';
const MISSING = `/health-missing-${tag}/`;
const FILE_NAME = `health-${tag}.png`;

const admin = () => `http://localhost:${new URL(CMS()).port}`;
const created: [string, number | string][] = [];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageId: number;
let secondHero: number;

type Report = { pages: number; findings: { level: string; text: string; pages: { path: string; title: string | null }[] }[] };

beforeAll(async () => {
  browser = await launchBrowser();
  const image = await uploadPicture(FILE_NAME);
  created.push(['files', image]);
  const draft = await cms<{ id: number }>('POST', '/items/pages', { path: DRAFT, title: DRAFT_TITLE, status: 'draft' });
  created.push(['pages', draft.id]);
  const made = await cms<{ id: number; blocks: { id: number; collection: string }[] }>(
    'POST',
    '/items/pages?fields=id,blocks.id,blocks.collection',
    {
      path: PATH,
      title: TITLE,
      status: 'published',
      seo_description: 'Страница, на которой проверка сайта находит ошибки: два заголовка, картинку без описания и ссылки.',
      blocks: [
        { collection: 'block_hero', sort: 1, item: { title: 'Первый заголовок страницы', image } },
        { collection: 'block_hero', sort: 2, item: { title: 'Второй заголовок страницы' } },
        {
          collection: 'block_rich_text',
          sort: 3,
          item: { content: `<p>Ссылки: <a href="${MISSING}">на пропавшую</a> и <a href="${DRAFT}">на черновик</a>.</p>` },
        },
      ],
    },
  );
  pageId = made.id;
  created.push(['pages', pageId]);
  secondHero = made.blocks.filter((b) => b.collection === 'block_hero')[1]!.id;
  await eventually(async () => ((await site(PATH)).status === 200 ? true : undefined), 60_000, 'the page to go live');
});

afterAll(async () => {
  await browser?.close();
  for (const [collection, id] of created.reverse())
    await cms('DELETE', collection === 'files' ? `/files/${id}` : `/items/${collection}/${id}`).catch(() => undefined);
});

beforeEach(async () => {
  ({ context, page } = await signedInAdmin(browser, MARKETER_ZONES.novosibirsk, admin(), { viewport: { width: 1440, height: 900 } }));
});
afterEach(async () => {
  await context?.close();
});

/** The report's line of a finding on the test's page. */
const onPage = (report: Report) => report.findings.filter((f) => f.pages.some((p) => p.path === PATH)).map((f) => f.text);

describe('the content health report', () => {
  it('names what is broken on a page in words, and no longer once the marketer fixed it', async () => {
    // The report as the marketer's session asks it (the same request the dashboard makes).
    const token = await accessTokenOf(MARKETER.email, MARKETER.password, CMS());
    const asked = async () => {
      const r = await fetch(`${CMS()}/content-health/`, { headers: { authorization: `Bearer ${token}` } });
      expect(r.status).toBe(200);
      return ((await r.json()) as { data: Report }).data;
    };
    const t0 = Date.now();
    const report = await asked();
    console.log(
      `content health: ${report.pages} pages checked in ${Date.now() - t0} ms, ${report.findings.length} findings:\n` +
        report.findings.map((f) => `${f.level}\t${f.text}\t${f.pages.map((p) => p.path).join(' ')}`).join('\n'),
    );
    expect(report.pages).toBeGreaterThan(10);
    expect(onPage(report)).toEqual(
      expect.arrayContaining([
        'Заголовков первого уровня (h1) 2, а нужен один: оставьте его у первого блока страницы',
        `Картинка без описания (alt): незрячий посетитель её не узнает (файл «${FILE_NAME}»)`,
        `Ссылка на несуществующую страницу ${MISSING}`,
        `Ссылка на неопубликованную страницу «${DRAFT_TITLE}» (${DRAFT})`,
      ]),
    );
    // Every page of the site has its h1, the price pages too (their price table heads them, blocks/page-heading.tsx).
    const noH1 = report.findings.find((f) => f.text.startsWith('Нет заголовка первого уровня (h1)'));
    expect(noH1?.pages.map((p) => p.path).filter((p) => p.startsWith('/prices/')) ?? []).toEqual([]);
    // Nobody signed in gets nothing.
    expect((await fetch(`${CMS()}/content-health/`)).status).toBe(401);

    // The dashboard, as the marketer opens it.
    await openDashboard(page, admin(), 'Проверка сайта');
    const panel = page.locator('.content-health-report');
    await panel
      .getByRole('status')
      .filter({ hasText: /^Проверено: / })
      .waitFor({ timeout: 60_000 });
    const line = panel.locator('li', { hasText: `Ссылка на несуществующую страницу ${MISSING}` });
    await expect(line.textContent()).resolves.toContain(`На странице «${TITLE}» (${PATH})`);
    // The page's name opens its form.
    await expect(line.getByRole('link', { name: `«${TITLE}» (${PATH})` }).getAttribute('href')).resolves.toContain(
      `/content/pages/${pageId}`,
    );
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/43/content-health-1440.png' });
    await page.setViewportSize({ width: 375, height: 812 });
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/43/content-health-375.png' });
    await page.setViewportSize({ width: 1440, height: 900 });

    // The page's own form says the same of it.
    await page.goto(`${admin()}/admin/content/pages/${pageId}`);
    const own = page.locator('.page-health');
    await own.getByRole('status').filter({ hasText: 'На опубликованной странице есть что исправить:' }).waitFor({ timeout: 60_000 });
    await expect(own.getByRole('listitem').allTextContents()).resolves.toEqual(
      expect.arrayContaining([
        `Ошибка: Ссылка на несуществующую страницу ${MISSING}`,
        'Ошибка: Заголовков первого уровня (h1) 2, а нужен один: оставьте его у первого блока страницы',
      ]),
    );
    await own.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/43/page-health-1440.png' });

    // The marketer removes the second hero; the page is regenerated, and the check again says so.
    await cms('PATCH', `/items/pages/${pageId}`, { blocks: { create: [], update: [], delete: [secondHero] } });
    await eventually(
      async () => (((await (await site(PATH)).text()).match(/<h1[\s>]/g) ?? []).length === 1 ? true : undefined),
      60_000,
      'one h1 on the live page',
    );
    await openDashboard(page, admin(), 'Проверка сайта');
    await panel
      .getByRole('status')
      .filter({ hasText: /^Проверено: / })
      .waitFor({ timeout: 60_000 });
    const checked = page.waitForResponse((r) => r.url().includes('/content-health/'), { timeout: 60_000 });
    await page.getByRole('button', { name: 'Проверить ещё раз' }).click();
    await checked;
    await panel
      .getByRole('status')
      .filter({ hasText: /^Проверено: / })
      .waitFor({ timeout: 60_000 });
    await expect(panel.getByText(`Ссылка на несуществующую страницу ${MISSING}`).count()).resolves.toBe(1);
    await expect(panel.locator('li', { hasText: 'Заголовков первого уровня (h1)' }).filter({ hasText: PATH }).count()).resolves.toBe(0);
    expect(onPage(await asked())).not.toContain('Заголовков первого уровня (h1) 2, а нужен один: оставьте его у первого блока страницы');
  });
});
