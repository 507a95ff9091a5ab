// Pictures as baselines: each block type (where the block catalogue photographs it: its first page
// in the seed, or a draft page of samples for the blocks no published page shows) and each of the
// seven page types, at 375 and 1440 px, compared with tests/visual/baselines/ (support/visual-compare.ts).
// An intended change: `npm run test:visual:update`, then commit the new baselines with the change.
import { BLOCK_CATALOGUE, PICTURE_SAMPLES } from '../support/block-catalogue';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { loadPicturesIn, openReady, stillPages } from '../support/page-ready';
import { cms, CMS, previewSecret, SITE } from '../support/stack';
import { compareWithBaseline } from '../support/visual-compare';

jest.setTimeout(300_000);

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;
/** A block's picture shows its top: tall blocks (long texts, tables) are cut here, to keep baselines small. */
const MAX_BLOCK_HEIGHT = 1200;
/**
 * What changes without any change to the site, hidden in every picture: dates (the seed's are
 * relative to the day it is loaded), the header's latest webinar and article, counts of days.
 */
const TIME_DEPENDENT = 'time, [data-time-dependent]';
/** What is not the page itself: the fixed header and preview bar over a block, the cookie notice, the Next dev overlay. */
const CHROME_HIDDEN = '[role="status"], nextjs-portal { visibility: hidden !important; }';

const BLOCKS = BLOCK_CATALOGUE;
/** Samples for the blocks that no published page of the seed shows (as scripts/block-screenshots.mjs makes them). */
const SAMPLES = PICTURE_SAMPLES;
const SAMPLE_PATH = '/visual-baseline-samples/';

let browser: Browser;
let samplePage: string | undefined;
let samplePicture: string | undefined;
/** Where each block type is photographed: a published page, or the draft sample page (through preview). */
const blockPages = new Map<string, { path: string; preview: boolean }>();
/** The seven page types, by a name that says which. */
const pageTypes: [string, string][] = [];

async function firstUse(collection: string): Promise<string | null> {
  const query = new URLSearchParams({
    'filter[collection][_eq]': collection,
    'filter[pages_id][status][_eq]': 'published',
    fields: 'pages_id.path',
    sort: 'pages_id.id,sort',
    limit: '1',
  });
  const [row] = await cms<{ pages_id: { path: string } }[]>('GET', `/items/pages_blocks?${query}`);
  return row?.pages_id.path ?? null;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const missing: string[] = [];
  for (const { collection } of BLOCKS) {
    const path = await firstUse(collection);
    if (path) blockPages.set(collection, { path, preview: false });
    else if (SAMPLES[collection]) missing.push(collection);
    else throw new Error(`${collection}: no published page shows it and there is no sample for it`);
  }
  if (missing.length) {
    if (missing.includes('block_media')) {
      const form = new FormData();
      form.append('title', 'Пример для снимков блоков');
      form.append(
        'file',
        new Blob([readFileSync(join(__dirname, '../../public/images/og-content.png'))], { type: 'image/png' }),
        'visual-sample.png',
      );
      const r = await fetch(`${CMS()}/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${process.env.TEST_ADMIN_TOKEN}` },
        body: form,
      });
      if (!r.ok) throw new Error(`the sample picture's upload: ${r.status} ${await r.text()}`);
      samplePicture = ((await r.json()) as { data: { id: string } }).data.id;
    }
    const made = await cms<{ id: string }>('POST', '/items/pages', {
      path: SAMPLE_PATH,
      title: 'Примеры блоков для снимков',
      status: 'draft',
      blocks: missing.map((collection, i) => ({
        collection,
        sort: i + 1,
        item: collection === 'block_media' ? { ...SAMPLES[collection], image: samplePicture } : SAMPLES[collection],
      })),
    });
    samplePage = made.id;
    for (const collection of missing) blockPages.set(collection, { path: SAMPLE_PATH, preview: true });
  }
  const paths = [...(await (await fetch(`${SITE()}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname.replace(/^\/ru\/products\/ecm/, '') || '/')
    .sort();
  const first = (re: RegExp) => {
    const found = paths.find((p) => re.test(p));
    if (!found) throw new Error(`the sitemap has no page like ${re}`);
    return found;
  };
  pageTypes.push(
    ['home', '/'],
    ['news-list', '/news/'],
    ['news-item', first(/^\/news\/[^/]+\/$/)],
    ['webinars', '/webinars/'],
    ['case', first(/^\/cases\/[^/]+\/$/)],
    ['article', first(/^\/articles\/(?!authors\/)[^/]+\/$/)],
    ['prices', '/prices/'],
  );
});

afterAll(async () => {
  await browser?.close();
  if (samplePage) await cms('DELETE', `/items/pages/${samplePage}`);
  if (samplePicture) await cms('DELETE', `/files/${samplePicture}`);
});

async function visitorAt(size: (typeof WIDTHS)[number]): Promise<{ context: BrowserContext; page: Page }> {
  // Moscow time, as the site's dates are, so that a date shown by the browser is the server's.
  const context = await browser.newContext({ viewport: size, locale: 'ru-RU', timezoneId: 'Europe/Moscow', reducedMotion: 'reduce' });
  await context.addInitScript(() => window.localStorage.setItem('cookies-approved', 'true'));
  await stillPages(context);
  return { context, page: await context.newPage() };
}

const url = (path: string, preview: boolean) =>
  preview ? `${SITE()}/api/preview/?secret=${encodeURIComponent(previewSecret())}&path=${path}` : `${SITE()}${path}`;

/**
 * Every date shows one fixed text in the pictures (masked as before): a date's width changes with
 * the day the seed is loaded, and moves what follows it on its line (on 2026-12-03 a webinar card's
 * hours stood 9 px right of the baseline's: 333 pixels differed, 152 allowed).
 */
const FIXED_DATE = '1 января 2000';
const fixDates = (page: Page) =>
  page.evaluate((text) => {
    for (const time of document.querySelectorAll('time')) time.textContent = text;
  }, FIXED_DATE);

/** A picture of the window at the page's top: what a visitor sees first. */
async function windowPicture(page: Page): Promise<Buffer> {
  await fixDates(page);
  return page.screenshot({ animations: 'disabled', caret: 'hide', mask: [page.locator(TIME_DEPENDENT)], style: CHROME_HIDDEN });
}

/** A picture of the block alone (its top MAX_BLOCK_HEIGHT px), without the fixed header over it. */
async function blockPicture(page: Page, block: Locator): Promise<Buffer | null> {
  await loadPicturesIn(block);
  await fixDates(page);
  const box = await block.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });
  // A block that shows nothing on its page (the trial activation without its e-mail's link): no picture.
  if (box.height === 0) return null;
  return page.screenshot({
    fullPage: true,
    clip: { ...box, height: Math.min(box.height, MAX_BLOCK_HEIGHT) },
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator(TIME_DEPENDENT)],
    style: `header, ${CHROME_HIDDEN}`,
  });
}

describe('visual baselines', () => {
  it.each(WIDTHS.map((s) => [s.width, s] as const))('every page type looks as its baseline at %i px', async (width, size) => {
    const { context, page } = await visitorAt(size);
    const differences: string[] = [];
    try {
      for (const [name, path] of pageTypes) {
        await openReady(page, url(path, false));
        const why = compareWithBaseline(`page-${name}-${width}`, await windowPicture(page));
        if (why) differences.push(`${path}: ${why}`);
      }
    } finally {
      await context.close();
    }
    expect(differences).toEqual([]);
  });

  it.each(WIDTHS.map((s) => [s.width, s] as const))('every block type looks as its baseline at %i px', async (width, size) => {
    const { context, page } = await visitorAt(size);
    const differences: string[] = [];
    try {
      let open = '';
      // The published pages first: opening the draft page through preview puts the visitor in draft mode.
      const inOrder = [...BLOCKS].sort(
        (a, b) => Number(blockPages.get(a.collection)!.preview) - Number(blockPages.get(b.collection)!.preview),
      );
      for (const { collection } of inOrder) {
        const where = blockPages.get(collection)!;
        const address = url(where.path, where.preview);
        if (open !== address) await openReady(page, address);
        open = address;
        const block = page.locator(`[data-static-block="${collection}"], [data-island="${collection}"]`).first();
        const picture = await blockPicture(page, block);
        if (!picture) {
          console.log(`${collection}: shows nothing on ${where.path}, not photographed`);
          continue;
        }
        const why = compareWithBaseline(`block-${collection.replace(/^block_/, '')}-${width}`, picture);
        if (why) differences.push(`${collection} (${where.path}): ${why}`);
      }
    } finally {
      await context.close();
    }
    expect(differences).toEqual([]);
  });
});
