// What the main thread does while a page loads, in CPU time (the thread's own time in a Chromium
// trace), so that page kinds and builds can be compared on a shared, loaded machine, where wall-clock
// figures (Lighthouse's among them) mostly measure the load. Each run is a fresh browser context,
// unthrottled as Lighthouse observes a page before it simulates a phone, 412 px wide; the trace
// runs until 3 s after the load event (nothing is evaluated in the page meanwhile: no tool's work in
// the figures). Prints per page, median of N runs: the main thread's CPU in tasks from the start and
// after FCP; by kind (parsing HTML, style, layout, paint, script, GC); evaluating the site's chunks;
// React's scheduler tasks (hydration and renders) and its longest; and the tasks after FCP long
// enough to block at Lighthouse's 4× CPU (over 12.5 ms here), with what the longest was.
//   node scripts/bench-main-thread.mjs [--runs 3] [--pages try,news] [--url http://127.0.0.1:3000]
import { chromium } from 'playwright-core';
import { withBenchSite } from './bench/site.mjs';
import { arg, median, samplePages, CHROME, CHROME_FLAGS } from './bench-lighthouse.mjs';

const runs = Number(arg('--runs')) || 3;
const only = arg('--pages')?.split(',');
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'].join(',');
/** A task over this much CPU takes over 50 ms at Lighthouse's 4× slowdown: it blocks. */
const BLOCKS_AT_4X_MS = 12.5;
const KINDS = /** @type {const} */ ({
  parse: /^ParseHTML$/,
  style: /^UpdateLayoutTree$/,
  layout: /^Layout$/,
  paint: /^(PrePaint|Paint|Layerize|Commit)$/,
  script: /^(EvaluateScript|FunctionCall|v8\.compile|TimerFire|FireAnimationFrame|FireIdleCallback|EventDispatch|RunMicrotasks)$/,
  gc: /^(MinorGC|MajorGC|BlinkGC\.AtomicPhase)$/,
});

/** @param {any[]} events one page load's trace events */
function analyse(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const parse = events.find((e) => e.name === 'ParseHTML' && e.pid === fcp.pid);
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const cpu = (e) => (e.tdur ?? 0) / 1000;
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts >= parse.ts - 50_000);
  const after = tasks.filter((t) => t.ts >= fcp.ts);
  // Each event counted once, under the outermost of the kinds above (a layout inside a script's call is the script's).
  const byKind = Object.fromEntries(Object.keys(KINDS).map((k) => [k, 0]));
  let end = 0;
  for (const e of main.filter((e) => Object.values(KINDS).some((re) => re.test(e.name))).sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    const kind = Object.keys(KINDS).find((k) => KINDS[k].test(e.name));
    if (kind) byKind[kind] += cpu(e);
  }
  const url = (e) => e.args?.data?.url ?? '';
  const scheduler = main.filter((e) => e.name === 'FunctionCall' && /\/framework-/.test(url(e)) && e.args?.data?.functionName === 'P');
  const blocking = after.filter((t) => cpu(t) > BLOCKS_AT_4X_MS);
  const longest = after.reduce((a, b) => (cpu(b) > cpu(a) ? b : a), after[0]);
  const inside = (t) =>
    main
      .filter(
        (e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && cpu(e) > 1 && Object.values(KINDS).some((re) => re.test(e.name)),
      )
      .map((e) => `${e.name}${url(e) ? ` ${url(e).split('/').pop()}` : ''} ${cpu(e).toFixed(1)}`)
      .slice(0, 4)
      .join(', ');
  const sum = (xs) => xs.reduce((s, e) => s + cpu(e), 0);
  return {
    all: sum(tasks),
    afterFcp: sum(after),
    ...byKind,
    chunks: sum(main.filter((e) => e.name === 'EvaluateScript' && /\/_next\/static\//.test(url(e)))),
    react: sum(scheduler),
    reactLongest: Math.max(0, ...scheduler.map(cpu)),
    blocking: blocking.length,
    longest: longest ? `${cpu(longest).toFixed(1)} ms (${inside(longest) || 'no script, parse or rendering inside'})` : '',
    longestCpu: longest ? cpu(longest) : 0,
  };
}

async function measure(origin) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  const rows = [];
  try {
    for await (const [kind, path, url] of samplePages(origin, only)) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const events = [];
        cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
        const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
        await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
        await page.goto(url, { waitUntil: 'load' });
        await new Promise((r) => setTimeout(r, 3000));
        await cdp.send('Tracing.end');
        await complete;
        if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))))
          console.error(`${kind}: not interactive 3 s after load (run ${i + 1}); its figures may miss work`);
        await context.close();
        results.push(analyse(events));
      }
      const mid = results.find((r) => r.longestCpu === median(results.map((x) => x.longestCpu)));
      const m = (key) => median(results.map((r) => r[key]));
      rows.push({ kind, path, m, longest: mid?.longest ?? '' });
      console.error(`${kind} ${path}: ${m('all').toFixed(0)} ms CPU`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

function print(rows) {
  const f = (n) => n.toFixed(1);
  console.log(`\nMain thread CPU (thread time), unthrottled, median of ${runs}, ms`);
  console.log(
    '| page | all | after FCP | parse | style | layout | paint | script | GC | chunks | React | React longest | tasks > 12.5 ms after FCP |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { kind, m } of rows)
    console.log(
      `| ${kind} | ${f(m('all'))} | ${f(m('afterFcp'))} | ${f(m('parse'))} | ${f(m('style'))} | ${f(m('layout'))} | ${f(m('paint'))} | ${f(m('script'))} | ${f(m('gc'))} | ${f(m('chunks'))} | ${f(m('react'))} | ${f(m('reactLongest'))} | ${m('blocking')} |`,
    );
  console.log('\nLongest task after FCP (the run with the median one):');
  for (const r of rows) console.log(`- ${r.kind}: ${r.longest}`);
}

const url = arg('--url');
if (url) print(await measure(url.replace(/\/$/, '')));
else await withBenchSite(async ({ site }) => print(await measure(site.url)));
