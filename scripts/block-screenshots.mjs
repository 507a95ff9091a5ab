// Pictures for the block catalogue (pages/block-catalogue.tsx): for each block type, the first
// published page that has one is opened in preview in Chromium, and that block is photographed into
// public/block-catalogue/<collection>.png. Run against a running site and Directus (npm start):
//
//   node scripts/block-screenshots.mjs [--site http://localhost:3000] [--cms http://localhost:8055] [--only block_media,…]
//
// `--only` photographs the blocks named and leaves the other pictures as they are.
// Secrets come from cms/data/secrets.json (npm start) or PREVIEW_SECRET and DIRECTUS_ADMIN_TOKEN.
// Commit the pictures; blocks no published page shows keep their previous picture (or none).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { BLOCK_CATALOGUE } from '../schema/block-catalogue.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'http://localhost:3000' },
    cms: { type: 'string', default: 'http://localhost:8055' },
    secrets: { type: 'string', default: join(root, 'cms/data/secrets.json') },
    only: { type: 'string' },
  },
});
const secrets = existsSync(values.secrets) ? JSON.parse(readFileSync(values.secrets, 'utf8')) : {};
const previewSecret = process.env.PREVIEW_SECRET ?? secrets.previewSecret;
const adminToken = process.env.DIRECTUS_ADMIN_TOKEN ?? secrets.adminToken;
if (!previewSecret || !adminToken)
  throw new Error('No preview secret or admin token: run npm start once, or set PREVIEW_SECRET and DIRECTUS_ADMIN_TOKEN');

const BASE = '/ru/products/ecm';
const only = values.only?.split(',').map((c) => c.trim());
const unknown = (only ?? []).filter((c) => !BLOCK_CATALOGUE.some((b) => b.collection === c));
if (unknown.length) throw new Error(`Not blocks of the catalogue: ${unknown.join(', ')}`);
const CATALOGUE = only ? BLOCK_CATALOGUE.filter((b) => only.includes(b.collection)) : BLOCK_CATALOGUE;
/** A picture shows the block's top: tall blocks (tables, long texts) are cut here. */
const MAX_HEIGHT = 900;
const out = join(root, 'public/block-catalogue');
mkdirSync(out, { recursive: true });

/** Example content for blocks the seed shows on no published page (each block.mjs `pictureSample`; shown on a draft page made for the pictures). */
const SAMPLES = Object.fromEntries(BLOCK_CATALOGUE.flatMap((b) => (b.sample ? [[b.collection, b.sample]] : [])));
/** The media sample's picture: the site's own share image, uploaded to Directus for the run and deleted after. */
const SAMPLE_PICTURE = 'public/images/og-content.png';
const SAMPLE_PATH = '/block-catalogue-sample/';

const cms = async (method, path, body) => {
  const r = await fetch(`${values.cms}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`Directus answered ${r.status} to ${method} ${path}: ${await r.text()}`);
  return r.status === 204 ? null : (await r.json()).data;
};

async function firstUse(collection) {
  const query = new URLSearchParams({
    'filter[collection][_eq]': collection,
    'filter[pages_id][status][_eq]': 'published',
    fields: 'item,pages_id.path',
    sort: 'pages_id.id,sort',
    limit: '1',
  });
  const [row] = await cms('GET', `/items/pages_blocks?${query}`);
  return row ? { item: row.item, path: row.pages_id.path } : null;
}

/** Where each block is photographed: a published page, or the sample page for those with a sample. */
async function uses() {
  const found = Object.fromEntries(await Promise.all(CATALOGUE.map(async ({ collection }) => [collection, await firstUse(collection)])));
  const missing = Object.keys(SAMPLES).filter((c) => c in found && !found[c]);
  if (missing.length === 0) return { found, sample: null, picture: null };
  const picture = missing.includes('block_media') ? await samplePicture() : null;
  const sample = await cms('POST', '/items/pages?fields=id,blocks.collection,blocks.item', {
    path: SAMPLE_PATH,
    title: 'Примеры блоков для каталога',
    status: 'draft',
    blocks: missing.map((collection, i) => ({
      collection,
      sort: i + 1,
      item: collection === 'block_media' ? { ...SAMPLES[collection], image: picture } : SAMPLES[collection],
    })),
  });
  for (const b of sample.blocks) found[b.collection] = { item: b.item, path: SAMPLE_PATH };
  return { found, sample: sample.id, picture };
}

async function samplePicture() {
  const form = new FormData();
  form.append('title', 'Пример для каталога блоков');
  form.append('file', new Blob([readFileSync(join(root, SAMPLE_PICTURE))], { type: 'image/png' }), 'block-catalogue-sample.png');
  const r = await fetch(`${values.cms}/files`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
  if (!r.ok) throw new Error(`Directus answered ${r.status} to the sample picture's upload: ${await r.text()}`);
  return (await r.json()).data.id;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const { found, sample, picture } = await uses();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  // No cookie banner over the pictures (the visitor's choice is kept under this key).
  await context.addInitScript(() => localStorage.setItem('cookies-approved', 'false'));
  const page = await context.newPage();
  for (const { collection } of CATALOGUE) {
    const use = found[collection];
    if (!use) {
      console.log(`${collection}: on no published page, skipped`);
      continue;
    }
    await page.goto(`${values.site}${BASE}/api/preview/?secret=${encodeURIComponent(previewSecret)}&path=${encodeURIComponent(use.path)}`);
    // In preview every block carries its Visual Editor attribute: that finds it on the page.
    const block = page.locator(`[data-directus="collection:${collection};item:${use.item};mode:drawer"]`);
    await block.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle').catch(() => {});
    // The picture is the block alone: no fixed header, preview bar, breadcrumbs or dev overlay over it.
    // And the text in Arial (Liberation Sans here, its metric twin), as in the pictures made so far:
    // this machine's `system-ui`, first in the site's font list, is DejaVu Sans, wider than the
    // system fonts visitors see (Segoe UI, San Francisco, Roboto).
    await page.addStyleTag({
      content:
        'header, [role="status"], nav[aria-label="Хлебные крошки"], nextjs-portal { visibility: hidden !important; } :root { --font: Arial, sans-serif; }',
    });
    // The block's top at the window's top, then a picture of the window's part it covers.
    await block.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY));
    const box = await block.boundingBox();
    if (!box || box.height === 0) {
      console.log(`${collection}: not visible on ${use.path}, skipped`);
      continue;
    }
    const file = join(out, `${collection}.png`);
    await page.screenshot({ path: file, clip: { ...box, height: Math.min(box.height, MAX_HEIGHT - box.y) } });
    console.log(`${collection}: ${use.path} -> public/block-catalogue/${collection}.png`);
  }
} finally {
  await browser.close();
  if (sample) await cms('DELETE', `/items/pages/${sample}`);
  if (picture) await cms('DELETE', `/files/${picture}`);
}
