// Lighthouse (npm `lighthouse`, pinned) with Debian's chromium, mobile preset (its default), on one
// page of each kind; prints the median of N runs per page (with the script bytes it transferred) and
// what the LCP element is and where its time goes. Starts its own stack (scripts/bench/site.mjs), or measures a running site with --url.
//   npm run bench:lighthouse [-- --runs 3] [-- --url http://127.0.0.1:3000] [-- --pages try,news] [-- --diagnostics]
// --diagnostics also prints, for the run with the median score, where the main thread's time went:
// Lighthouse's main-thread work by kind, script time by file and the long tasks (what TBT counts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withBenchSite, samplePaths, BASE } from './bench/site.mjs';

/** The value given after `name` on the command line. */
export const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const root = new URL('..', import.meta.url).pathname;
const LIGHTHOUSE = join(root, 'node_modules/lighthouse/cli/index.js');
/** Debian's Chromium and its flags on this machine, for every page benchmark (scripts/bench-interactive.mjs too). */
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

function lighthouse(url, outDir, i) {
  const out = join(outDir, `run-${i}.json`);
  const r = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`lighthouse ${url} failed:\n${r.stderr}`);
  return JSON.parse(readFileSync(out, 'utf8'));
}

/** The LCP element and its phases (time to first byte, load delay/duration, render delay) from the LCP breakdown insight. */
function lcpElement(lhr) {
  const details = lhr.audits['lcp-breakdown-insight']?.details;
  const parts = details?.type === 'list' ? details.items : [details].filter(Boolean);
  let node = '';
  const phases = [];
  for (const part of parts) {
    if (part?.type === 'node') node = part.selector ?? part.snippet ?? '';
    if (part?.type === 'table')
      for (const item of part.items ?? [])
        if (item.label && typeof item.duration === 'number') phases.push(`${item.label} ${Math.round(item.duration)} ms`);
  }
  return { node, phases: phases.join(', ') };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Bytes of script the page transferred (first load and what it loaded on demand during the run). */
const scriptBytes = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);

/**
 * The sample page of each kind (scripts/bench/site.mjs) as `[kind, path, url]`, those in `only` if
 * given, each requested once before it is measured (generated and cached, as a visitor finds it).
 */
export async function* samplePages(origin, only) {
  for (const [kind, path] of Object.entries(await samplePaths(origin))) {
    if (only && !only.includes(kind)) continue;
    if (!path) {
      console.error(`no published ${kind} page to measure`);
      continue;
    }
    const url = `${origin}${BASE}${path}`;
    // A fresh connection (a kept-alive one may have been closed by the server while a run went on).
    await fetch(url, { headers: { connection: 'close' } });
    yield [kind, path, url];
  }
}

/** Measures the sample pages of the site at `origin` (scripts/bench-interactive.mjs uses it too). */
export async function measure(origin, options = {}) {
  return (await measureAlternating([origin], options))[0];
}

/**
 * Measures the sample pages of several sites (two builds to compare, say) run by run in turn, the
 * order rotated each run, so that a machine whose load changes weighs on each alike. One list of
 * rows per origin.
 */
export async function measureAlternating(origins, { runs = Number(arg('--runs')) || 3, only = arg('--pages')?.split(',') } = {}) {
  const pages = [];
  for (const origin of origins) {
    const list = [];
    for await (const page of samplePages(origin, only)) list.push(page);
    pages.push(list);
  }
  const rows = origins.map(() => []);
  for (const [p, [kind, path]] of pages[0].entries()) {
    const outDir = mkdtempSync(join(tmpdir(), 'ecm-lighthouse-'));
    const results = origins.map(() => []);
    try {
      for (let i = 0; i < runs; i++)
        for (let k = 0; k < origins.length; k++) {
          const o = (k + i) % origins.length;
          results[o].push(lighthouse(pages[o][p][2], outDir, `${o}-${i}`));
        }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
    for (const [o, origin] of origins.entries()) {
      rows[o].push(summary(kind, path, results[o]));
      console.error(`${origins.length > 1 ? `${origin} ` : ''}${kind} ${path}: ${rows[o].at(-1).perf}`);
    }
  }
  return rows;
}

/** Where the main thread's time went in one run: Lighthouse's own diagnostics, in short. */
function diagnostics(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const short = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\//, '') : String(url));
  return {
    work: items('mainthread-work-breakdown').map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)}`),
    scripts: items('bootup-time')
      .slice(0, 6)
      .map((i) => `${short(i.url)} ${Math.round(i.total)} (script ${Math.round(i.scripting)}, parse ${Math.round(i.scriptParseCompile)})`),
    longTasks: items('long-tasks').map((i) => `${short(i.url)} ${Math.round(i.duration)} ms at ${Math.round(i.startTime)}`),
  };
}

/** The medians of one page's runs. */
function summary(kind, path, results) {
  const score = (lhr, c) => lhr.categories[c]?.score ?? NaN;
  const perf = results.map((r) => score(r, 'performance'));
  // The run with the median performance score names the LCP element.
  const mid = results[perf.indexOf(median(perf))];
  return {
    kind,
    path,
    perf: median(perf),
    lcp: median(results.map((r) => r.audits['largest-contentful-paint'].numericValue)),
    tbt: median(results.map((r) => r.audits['total-blocking-time'].numericValue)),
    cls: median(results.map((r) => r.audits['cumulative-layout-shift'].numericValue)),
    fcp: median(results.map((r) => r.audits['first-contentful-paint'].numericValue)),
    js: median(results.map(scriptBytes)),
    a11y: median(results.map((r) => score(r, 'accessibility'))),
    bp: median(results.map((r) => score(r, 'best-practices'))),
    seo: median(results.map((r) => score(r, 'seo'))),
    // Lighthouse's own measure of the host's CPU (higher is faster): its 4× slowdown is of this
    // host, so a score or a TBT only compares with one taken on a host of a similar index.
    benchmarkIndex: median(results.map((r) => r.environment.benchmarkIndex)),
    lcpElement: lcpElement(mid),
    diagnostics: diagnostics(mid),
    failing: ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
      (mid.categories[c]?.auditRefs ?? [])
        .filter((a) => a.weight > 0 && mid.audits[a.id]?.score !== null && mid.audits[a.id]?.score < 1)
        .map((a) => `${c}: ${a.id}`),
    ),
  };
}

export function print(rows, runs) {
  const s = (n) => n.toFixed(2);
  const { version } = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
  const index = median(rows.map((r) => r.benchmarkIndex));
  console.log(`\nLighthouse ${version}, mobile preset, median of ${runs}; this host's benchmark index ${Math.round(index)}`);
  console.log('| page | path | perf | FCP | LCP | TBT | CLS | a11y | BP | SEO | JS transferred |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.kind} | ${r.path} | ${s(r.perf)} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${s(r.a11y)} | ${s(r.bp)} | ${s(r.seo)} | ${(r.js / 1024).toFixed(1)} kB |`,
    );
  console.log('\nLCP element (run with the median score):');
  for (const r of rows) console.log(`- ${r.kind}: ${r.lcpElement.node || '?'} — ${r.lcpElement.phases}`);
  if (process.argv.includes('--diagnostics'))
    for (const r of rows) {
      console.log(`\n${r.kind} (run with the median score), main thread by kind (ms): ${r.diagnostics.work.join(', ')}`);
      console.log(`- script by file (ms): ${r.diagnostics.scripts.join('; ')}`);
      console.log(`- long tasks: ${r.diagnostics.longTasks.join('; ') || 'none'}`);
    }
  const failing = rows.flatMap((r) => r.failing.map((f) => `${r.kind} ${f}`));
  if (failing.length) console.log(`\nAudits below 1 in a11y/BP/SEO:\n${failing.map((f) => `- ${f}`).join('\n')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runs = Number(arg('--runs')) || 3;
  const url = arg('--url');
  if (url) print(await measure(url.replace(/\/$/, ''), { runs }), runs);
  else await withBenchSite(async ({ site }) => print(await measure(site.url, { runs }), runs));
}
