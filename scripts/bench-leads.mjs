// Measures the lead API on this machine: starts its own stack on loopback (Directus on a
// temporary SQLite file, the site built into its own folder), sends a bounded number of valid
// leads with a fixed concurrency, waits until the drain has moved every acknowledged one into
// Directus, and prints leads per second, latency percentiles, and the raw single-insert rate of
// Directus itself in the same run.
//   node scripts/bench-leads.mjs [--leads 2000] [--concurrency 16] [--seconds 120] [--dist .next]
//   node scripts/bench-leads.mjs --chaos [--leads 5000]
// --chaos: while the leads are sent, Directus is killed (SIGKILL) and restarted once, and the site
// is killed (SIGKILL) and restarted once. Clients behave like the form: a failed try (no answer,
// 5xx) is retried with the same Idempotency-Key. Prints acknowledged, stored, duplicates and lost.
// --dist DIR reuses the build in DIR (faster), or builds into DIR and keeps it for the next run.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCms, buildSite, startSite } from './stack.mjs';
import { freePorts } from './free-port.mjs';
import { benchLead } from './bench-lead.mjs';
import { sendAll } from './bench/pool.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const CHAOS = process.argv.includes('--chaos');
const LEADS = Math.min(20_000, Number(arg('leads', CHAOS ? 5000 : 2000)));
const CONCURRENCY = Math.min(64, Number(arg('concurrency', 16)));
const SECONDS = Math.min(900, Number(arg('seconds', CHAOS ? 600 : 120)));
const RAW_INSERTS = Math.min(2000, Number(arg('raw-inserts', 400)));
const reuseDist = arg('dist', null);

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'ecm-bench-'));
const distDir = reuseDist ?? `.next-bench-${process.pid}`;
const [cmsPort, sitePort] = await freePorts(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (v) => `${v.toFixed(0)} ms`;
const latencyLine = (sorted) =>
  `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? NaN)}`;

let cms;
let site;
try {
  console.log('bench: starting Directus…');
  cms = await startCms({ dataDir, cmsPort, sitePort });
  // A bench sends everything from one address: the per-IP limit would measure itself.
  const siteEnv = { ...cms.siteEnv, LEAD_RATE_LIMIT: '1000000' };
  if (!reuseDist || !existsSync(join(root, distDir, 'BUILD_ID'))) {
    console.log(`bench: building the site into ${distDir}…`);
    buildSite(siteEnv, { distDir });
  }
  site = await startSite(siteEnv, sitePort, { distDir });
  const api = `${site.url}/ru/products/ecm/api/question/`;
  const admin = { authorization: `Bearer ${cms.secrets.adminToken}`, 'content-type': 'application/json' };
  const run = Date.now().toString(36);

  const lead = (i) => ({ ...benchLead(run, i), utm_source: 'bench' });

  // Warm-up: the first requests compile and cache routes; they are not counted.
  for (let i = 0; i < 20; i++)
    await fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead(`warm-${i}`)) });

  // One try as the browser makes it (5 s time-out); in chaos mode retried like the form, same key.
  async function send(i) {
    const key = `bench-${run}-${i}`;
    const started = performance.now();
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await fetch(api, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(lead(i)),
          signal: AbortSignal.timeout(5000),
        });
        await r.arrayBuffer();
        if (r.status < 500 || !CHAOS) return { status: r.status, latency: performance.now() - started };
      } catch (e) {
        if (!CHAOS) return { status: 0, latency: performance.now() - started, error: e };
      }
      if (performance.now() - started > 120_000) return { status: 0, latency: performance.now() - started };
      await sleep(Math.min(2000, 100 * 2 ** attempt));
    }
  }

  const latencies = [];
  const statuses = new Map();
  const acknowledged = new Set();
  let next = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  async function worker() {
    while (next < LEADS && Date.now() < deadline) {
      const i = next++;
      const r = await send(i);
      latencies.push(r.latency);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (r.status >= 200 && r.status < 300) acknowledged.add(i);
    }
  }

  const events = [];
  // Both outages happen while leads are being sent: Directus goes down at a fifth of them and comes
  // back when it has restarted; the site is killed at half of them, independently of Directus.
  const reach = async (share) => {
    while (next < LEADS * share) await sleep(20);
  };
  async function killDirectus() {
    await reach(0.2);
    events.push(`Directus killed (SIGKILL) at lead ${next}`);
    cms.directus.process.kill('SIGKILL');
    await sleep(2000);
    cms.directus = await cms.restartDirectus();
    events.push(`Directus restarted at lead ${next}`);
  }
  async function killSite() {
    await reach(0.5);
    events.push(`site killed (SIGKILL) at lead ${next}`);
    await site.stop('SIGKILL');
    site = await startSite(siteEnv, sitePort, { distDir });
    events.push(`site restarted at lead ${next}`);
  }

  await Promise.all([...Array.from({ length: CONCURRENCY }, worker), ...(CHAOS ? [killDirectus(), killSite()] : [])]);
  const wall = (performance.now() - started) / 1000;
  const accepted = (statuses.get(201) ?? 0) + (statuses.get(200) ?? 0);

  // Until the drain has moved everything acknowledged into Directus (or it is clearly not going to).
  const storedRows = async () => {
    const r = await fetch(
      `${cms.directus.url}/items/leads?filter[email][_starts_with]=bench-${run}-&filter[email][_nstarts_with]=bench-${run}-warm&fields=email&limit=-1`,
      { headers: admin },
    );
    return (await r.json()).data ?? [];
  };
  const drainStarted = performance.now();
  let rows = await storedRows();
  let reported = 0;
  while (rows.length < acknowledged.size && performance.now() - drainStarted < 1_200_000) {
    await sleep(1000);
    rows = await storedRows();
    if (performance.now() - reported > 30_000) {
      console.log(`bench: ${rows.length} of ${acknowledged.size} acknowledged leads in Directus…`);
      reported = performance.now();
    }
  }
  const drained = (performance.now() - drainStarted) / 1000;
  await sleep(2000);
  rows = await storedRows();
  const perEmail = new Map();
  for (const { email } of rows) perEmail.set(email, (perEmail.get(email) ?? 0) + 1);
  const duplicates = [...perEmail.values()].reduce((n, c) => n + c - 1, 0);
  const lost = [...acknowledged].filter((i) => !perEmail.has(`bench-${run}-${i}@bench.example`)).length;

  latencies.sort((a, b) => a - b);
  console.log(
    `\nlead API benchmark${CHAOS ? ' (CHAOS)' : ''} (POST /api/question/, Directus on SQLite, ${CONCURRENCY} concurrent, loopback)`,
  );
  for (const e of events) console.log(`  event:           ${e}`);
  console.log(`  sent:            ${latencies.length} leads in ${wall.toFixed(1)} s`);
  console.log(`  answers:         ${[...statuses].map(([s, c]) => `${s || 'no answer'}×${c}`).join(', ')}`);
  console.log(`  throughput:      ${(accepted / wall).toFixed(1)} leads/s acknowledged`);
  console.log(`  latency:         ${latencyLine(latencies)}${CHAOS ? ' (including retries through the outages)' : ''}`);
  console.log(`  in Directus:     all acknowledged leads ${drained.toFixed(1)} s after the last answer`);
  console.log(`  acknowledged:    ${acknowledged.size}`);
  console.log(`  stored:          ${perEmail.size}`);
  console.log(`  duplicates:      ${duplicates}`);
  console.log(`  lost:            ${lost}${lost ? '  <-- LOST' : ''}`);
  if (lost || duplicates) process.exitCode = 1;

  // Directus itself, one row per request, at the same concurrency: the ceiling the lead API had
  // while every lead waited for its own insert.
  const raw = [];
  const rawStarted = performance.now();
  await sendAll(RAW_INSERTS, CONCURRENCY, async (i) => {
    const t = performance.now();
    const r = await fetch(`${cms.directus.url}/items/leads`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ id: crypto.randomUUID(), kind: 'question', email: `raw-${run}-${i}@bench.example`, fields: {} }),
    });
    await r.arrayBuffer();
    if (r.ok) raw.push(performance.now() - t);
  });
  const rawWall = (performance.now() - rawStarted) / 1000;
  raw.sort((a, b) => a - b);
  console.log(
    `  Directus raw:    ${(raw.length / rawWall).toFixed(1)} single-row inserts/s (POST /items/leads, ${CONCURRENCY} concurrent), ${latencyLine(raw)}`,
  );
} finally {
  await site?.stop();
  await cms?.directus.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (!reuseDist) rmSync(join(root, distDir), { recursive: true, force: true });
}
