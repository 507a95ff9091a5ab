// What an A/B test costs a page: starts the bench stack (scripts/bench/site.mjs), then measures a
// page (the home page unless --path) before its hero is under test and while a test runs. Prints
// the first-load JavaScript the served HTML references (gzipped, from the build), and cached req/s
// (wrk, 50 connections) with the site's CPU time per request: the page without a test; with
// a test, a visitor who accepted cookies and holds the variant (served from the variant's ISR page);
// with a test, a visitor without consent (the control).
//   node scripts/bench-experiment.mjs [--seconds 10] [--path /archiving/]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withBenchSite, BASE } from './bench/site.mjs';
import { cpuSeconds } from './bench/cpu.mjs';
import { load } from './bench/load.mjs';

const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const SECONDS = Math.min(60, Number(arg('--seconds')) || 10);
const PATH = arg('--path') ?? '/';

/** Gzipped size of the scripts an HTML page loads (its first load), read from the build folder. */
function firstLoad(html, distDir) {
  // The page's scripts, as listed for its boot script (lib/chrome/boot-script.mjs), and its islands',
  // preloaded as chunks (pages/_document.tsx; what loads after hydration and the mobile menu aside).
  const page = /<script id="page-scripts" type="application\/json">([^<]*)<\/script>/.exec(html);
  const chunks = [...html.matchAll(/<link [^>]*\bdata-chunk=""[^>]*>/g)]
    .flatMap((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? [])
    .filter((src) => !/\/(after_hydration|mobile_nav)\.[0-9a-f]+\.js$/.test(src));
  const files = [...(page ? JSON.parse(page[1]) : []), ...chunks].map((src) =>
    decodeURIComponent(src.slice(src.indexOf('/_next/') + '/_next/'.length)),
  );
  return files.reduce((sum, f) => {
    const file = join(distDir, f);
    return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }, 0);
}

/** @param {string} label @param {string} url @param {{ cookie?: string, pid: number, distDir: string }} o */
async function measure(label, url, { cookie, pid, distDir }) {
  /** @type {Record<string, string>} */
  const headers = cookie ? { cookie } : {};
  const html = await (await fetch(url, { headers })).text();
  // load() warms up first: the page (or the variant's page) is rendered, then served from the cache.
  const r = await load(url, { seconds: SECONDS, headers, cpuSeconds: () => cpuSeconds(pid) });
  const cpu = (r.cpuSeconds / r.total) * 1e6;
  console.log(
    `${label.padEnd(44)} first load ${(firstLoad(html, distDir) / 1024).toFixed(1)} kB gz, ${r.rps.toFixed(0)} req/s, ` +
      `p99 ${r.p99} ms, CPU ${Math.round(cpu)} µs/request${r.failed ? `, ${r.failed} failed` : ''}`,
  );
  return html;
}

await withBenchSite(async ({ site, cms, distDir }) => {
  const page = `${site.url}${BASE}${PATH}`;
  const on = { pid: site.pid, distDir };
  const call = async (method, path, body) => {
    const headers = { authorization: `Bearer ${cms.token}`, 'content-type': 'application/json' };
    const r = await fetch(`${cms.url}${path}`, { method, headers, body: body && JSON.stringify(body) });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    // A deletion answers 204 without a body.
    return r.status === 204 ? null : (await r.json()).data;
  };
  const [target] = await call('GET', `/items/pages?filter[path][_eq]=${encodeURIComponent(PATH)}&fields=id,blocks.id,blocks.collection`);
  const hero = target?.blocks.find((b) => b.collection === 'block_hero');
  if (!hero) throw new Error(`${PATH} has no hero block to test`);
  console.log(`\n${PATH}, wrk 50 connections × ${SECONDS} s`);
  await measure('without a test', page, on);

  const title = `Вариант заголовка ${Date.now()}`;
  const experiment = await call('POST', '/items/experiments?fields=id,variants.id,variants.name', {
    name: 'Замер',
    state: 'running',
    page: target.id,
    block: hero.id,
    goal: 'demo',
    variants: [
      { name: 'Контроль', weight: 50, sort: 1 },
      { name: 'Вариант Б', weight: 50, sort: 2, block: [{ collection: 'block_hero', item: { title } }] },
    ],
  });
  try {
    const variant = experiment.variants.find((v) => v.name === 'Вариант Б');
    // The proxy's list of running tests is at most 5 s old.
    await new Promise((r) => setTimeout(r, 6_000));
    const cookie = `cookies-approved=true; ab_${experiment.id}=${variant.id}`;
    const html = await measure('test running, visitor holds the variant', page, { ...on, cookie });
    if (!html.includes(title)) throw new Error('the variant was not served');
    await measure('test running, visitor without consent', page, on);
  } finally {
    // A kept bench database (BENCH_DIR) starts the next run without the test.
    await call('DELETE', `/items/experiments/${experiment.id}`);
  }
});
