// What an A/B test costs a page: starts the stack on a temporary database (like the tests), then
// measures /archiving/ before its hero is under test and while a test runs. Prints the first-load
// JavaScript the served HTML references (gzipped, from the build) and cached req/s (autocannon,
// 50 connections): the page without a test; with a test, a visitor who accepted cookies and holds
// the variant (served from the variant's ISR page); with a test, a visitor without consent (control).
//   node scripts/bench-experiment.mjs [--seconds 10]
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startCms, buildSite, startSite } from './stack.mjs';
import { freePort } from './free-port.mjs';

const i = process.argv.indexOf('--seconds');
const SECONDS = Math.min(60, Number(i > 0 ? process.argv[i + 1] : 10) || 10);
const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'ecm-bench-ab-'));
const distDir = `.next-bench-${process.pid}`;
const [cmsPort, sitePort] = [await freePort(), await freePort()];
const { directus, secrets, siteEnv } = await startCms({ dataDir, cmsPort, sitePort });
let site;

/** Gzipped size of the scripts an HTML page loads (its first load), read from the build folder. */
function firstLoad(html) {
  const files = [...new Set([...html.matchAll(/<script[^>]+src="[^"]*?\/_next\/([^"]+\.js)"/g)].map((m) => m[1]))];
  return files.reduce((sum, f) => {
    const file = join(root, distDir, f);
    return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }, 0);
}

async function measure(label, url, cookie) {
  /** @type {Record<string, string>} */
  const headers = cookie ? { cookie } : {};
  const html = await (await fetch(url, { headers })).text();
  // Warm: the page (or the variant's page) is rendered once, then served from the cache.
  for (let k = 0; k < 3; k++) await fetch(url, { headers });
  const r = await autocannon({ url, connections: 50, duration: SECONDS, headers });
  const failed = r.errors + r.timeouts + r.non2xx;
  console.log(
    `${label.padEnd(44)} first load ${(firstLoad(html) / 1024).toFixed(1)} kB gz, ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms${failed ? `, ${failed} failed` : ''}`,
  );
  return html;
}

try {
  buildSite(siteEnv, { distDir });
  site = await startSite(siteEnv, sitePort, { distDir });
  const page = `${site.url}/ru/products/ecm/archiving/`;
  const admin = { authorization: `Bearer ${secrets.adminToken}`, 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const r = await fetch(`${directus.url}${path}`, { method, headers: admin, body: body && JSON.stringify(body) });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return (await r.json()).data;
  };
  await measure('without a test', page);

  const [archiving] = await call('GET', '/items/pages?filter[path][_eq]=/archiving/&fields=id,blocks.id,blocks.collection');
  const hero = archiving.blocks.find((b) => b.collection === 'block_hero');
  const title = `Вариант заголовка ${Date.now()}`;
  const experiment = await call('POST', '/items/experiments?fields=id,variants.id,variants.name', {
    name: 'Замер',
    state: 'running',
    page: archiving.id,
    block: hero.id,
    goal: 'demo',
    variants: [
      { name: 'Контроль', weight: 50, sort: 1 },
      { name: 'Вариант Б', weight: 50, sort: 2, block: [{ collection: 'block_hero', item: { title } }] },
    ],
  });
  const variant = experiment.variants.find((v) => v.name === 'Вариант Б');
  // The proxy's list of running tests is at most 5 s old.
  await new Promise((r) => setTimeout(r, 6_000));
  const cookie = `cookies-approved=true; ab_${experiment.id}=${variant.id}`;
  const html = await measure('test running, visitor holds the variant', page, cookie);
  if (!html.includes(title)) throw new Error('the variant was not served');
  await measure('test running, visitor without consent', page);
} finally {
  await site?.stop();
  await directus.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(root, distDir), { recursive: true, force: true });
}
