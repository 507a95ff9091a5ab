// Visual editing and a preview that follows the CMS: in preview every block and its main fields
// carry `data-directus` for the Directus Visual Editor, visitors get neither the attributes nor the
// library's code, and an open preview shows a save (of the page or of a content version) without
// being reloaded.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chromiumForTests } from '../support/browser';
import { cms, eventually, previewSecret, SITE, site } from '../support/stack';
import { pageScripts } from '../support/page-scripts';

jest.setTimeout(180_000);

const PATH = '/visual-editing-check/';
const TITLE = 'Заголовок для визуального редактора';
/** A string only the Visual Editor library has (its overlay's CSS variables). */
const LIBRARY_MARK = '--directus-visual-editing--';

type Block = { id: number; collection: string; item: { id: number } };
let pageId: number;
let blocks: Block[];

/** The draft-mode cookies the preview route hands out. */
async function previewCookies(path: string, version = 'main') {
  const r = await site(`/api/preview/?secret=${encodeURIComponent(previewSecret())}&path=${encodeURIComponent(path)}&version=${version}`);
  return r.headers.getSetCookie().map((c) => c.split(';')[0]!);
}

const attrs = (html: string) => [...html.matchAll(/data-directus="([^"]*)"/g)].map((m) => m[1]!);

beforeAll(async () => {
  const created = await cms<{ id: number }>('POST', '/items/pages', {
    path: PATH,
    title: 'Проверка визуального редактора',
    status: 'published',
    blocks: [
      { collection: 'block_hero', sort: 1, item: { title: TITLE, text: 'Подзаголовок' } },
      { collection: 'block_rich_text', sort: 2, item: { title: 'Текстовый блок', content: '<p>Текст до правки.</p>' } },
    ],
  });
  pageId = created.id;
  blocks = (await cms<{ blocks: Block[] }>('GET', `/items/pages/${pageId}?fields=blocks.id,blocks.collection,blocks.item.id`)).blocks;
  await eventually(async () => ((await (await site(PATH)).text()).includes(TITLE) ? true : undefined), 60_000, 'the page to go live');
});
afterAll(async () => {
  await cms('DELETE', `/items/pages/${pageId}`);
});

describe('visual editing attributes', () => {
  it('marks every block and its fields in preview, and nothing for visitors', async () => {
    const cookie = (await previewCookies(PATH)).join('; ');
    const preview = await (await site(PATH, { headers: { cookie } })).text();
    const found = attrs(preview);
    for (const b of blocks) {
      // The block as a whole (drawer) and at least one field of it in place.
      expect(found).toContain(`collection:${b.collection};item:${b.item.id};mode:drawer`);
      expect(found.some((a) => a.startsWith(`collection:${b.collection};item:${b.item.id};fields:`))).toBe(true);
    }
    expect(found).toContain(`collection:block_hero;item:${blocks[0]!.item.id};fields:title;mode:popover`);

    const visitor = await (await site(PATH)).text();
    expect(visitor).toContain(TITLE);
    expect(attrs(visitor)).toEqual([]);
  });

  it('marks a news item in preview', async () => {
    const [news] = await cms<{ id: number; slug: string }[]>('GET', '/items/news?filter[status][_eq]=published&limit=1&fields=id,slug');
    const path = `/news/${news!.slug}/`;
    const cookie = (await previewCookies(path)).join('; ');
    expect(attrs(await (await site(path, { headers: { cookie } })).text())).toContain(
      `collection:news;item:${news!.id};fields:title;mode:popover`,
    );
    expect(attrs(await (await site(path)).text())).toEqual([]);
  });

  it("ships the library in a chunk of its own that visitors' pages never load", async () => {
    const chunks = join(process.env.TEST_DIST_DIR!, 'static', 'chunks');
    const files = readdirSync(chunks, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    const withLibrary = files.filter((f) => readFileSync(join(chunks, f), 'utf8').includes(LIBRARY_MARK));
    // The build has it (so the check below can fail)...
    expect(withLibrary.length).toBeGreaterThan(0);
    // ...and no script a visitor's page loads contains it, on a block page and on a content page.
    for (const path of [PATH, '/', '/webinars/']) {
      const html = await (await site(path)).text();
      const scripts = pageScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const src of scripts) {
        const code = await (await fetch(new URL(src, SITE()))).text();
        expect(code).not.toContain(LIBRARY_MARK);
      }
    }
  });
});

describe('a preview that follows the CMS', () => {
  let page: Page;
  const browser = chromiumForTests();

  /** Opens the preview of PATH (optionally a version) in a fresh context, marking the document. */
  async function openPreview(version = 'main') {
    const context = await browser().newContext();
    page = await context.newPage();
    await page.goto(`${SITE()}/api/preview/?secret=${encodeURIComponent(previewSecret())}&path=${PATH}&version=${version}`);
    await page.locator('main').getByText('Текстовый блок').waitFor({ timeout: 30_000 });
    // The draft bar (in the server's HTML when it is there) marks a version, not a published page as it is.
    const bar = page.getByText('Черновик: так страница будет выглядеть после публикации.');
    if (version === 'main') expect(await bar.count()).toBe(0);
    else {
      // Above the page's header, not over it.
      const barBox = (await bar.boundingBox())!;
      const headerBox = (await page.locator('header').first().boundingBox())!;
      expect(headerBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
    }
    // A reload would lose this: the page must change in place.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  }
  const sameDocument = () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

  it('shows a save of the page without a reload', async () => {
    await openPreview();
    const rich = blocks[1]!;
    await cms('PATCH', `/items/block_rich_text/${rich.item.id}`, { content: '<p>Текст после сохранения.</p>' });
    const t0 = Date.now();
    await page.getByText('Текст после сохранения.').waitFor({ timeout: 30_000 });
    console.log(`preview showed the save ${Date.now() - t0} ms after it`);
    expect(await sameDocument()).toBe(true);
  });

  it('shows a content version as soon as it is saved, and again after each save', async () => {
    const version = await cms<{ id: string }>('POST', '/versions', {
      collection: 'pages',
      item: String(pageId),
      key: 'live-check',
      name: 'Проверка',
    });
    try {
      await openPreview('live-check');
      const hero = blocks[0]!;
      for (const title of ['Заголовок версии, первое сохранение', 'Заголовок версии, второе сохранение']) {
        await cms('POST', `/versions/${version.id}/save`, {
          blocks: { create: [], update: [{ id: hero.id, collection: 'block_hero', item: { id: hero.item.id, title } }], delete: [] },
        });
        const t0 = Date.now();
        await page.getByText(title).waitFor({ timeout: 30_000 });
        console.log(`preview showed the saved version ${Date.now() - t0} ms after the save`);
      }
      expect(await sameDocument()).toBe(true);
      // The live page is untouched.
      expect(await (await site(PATH)).text()).toContain(TITLE);
    } finally {
      await cms('DELETE', `/versions/${version.id}`);
    }
  });
});
