// Measures the lead API on this machine: starts its own stack on loopback (Directus on a
// temporary SQLite file, the site built into its own folder), sends a bounded number of valid
// leads with a fixed concurrency, checks that Directus holds every acknowledged one, and prints
// leads per second and latency percentiles.
//   node scripts/bench-leads.mjs [--leads 400] [--concurrency 8] [--seconds 60] [--dist .next]
// --dist reuses an existing build of this checkout instead of building one (faster).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCms, buildSite, startSite } from './stack.mjs';
import { freePort } from './free-port.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const LEADS = Math.min(5000, Number(arg('leads', 400)));
const CONCURRENCY = Math.min(64, Number(arg('concurrency', 8)));
const SECONDS = Math.min(300, Number(arg('seconds', 60)));
const reuseDist = arg('dist', null);

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'ecm-bench-'));
const distDir = reuseDist ?? `.next-bench-${process.pid}`;
const [cmsPort, sitePort] = [await freePort(), await freePort()];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

let directus;
let site;
try {
  console.log('bench: starting Directus…');
  const cms = await startCms({ dataDir, cmsPort, sitePort });
  directus = cms.directus;
  // A bench sends everything from one address: the per-IP limit would measure itself.
  const siteEnv = { ...cms.siteEnv, LEAD_RATE_LIMIT: '1000000' };
  if (!reuseDist) {
    console.log(`bench: building the site into ${distDir}…`);
    buildSite(siteEnv, { distDir });
  }
  site = await startSite(siteEnv, sitePort, { distDir });
  const api = `${site.url}/ru/products/ecm/api/question/`;
  const run = Date.now().toString(36);

  const body = (i) =>
    JSON.stringify({
      fio: 'Нагрузочный Тест',
      email: `bench-${run}-${i}@bench.example`,
      phone: '+79991234567',
      company: 'ООО Бенчмарк',
      comment: `Заявка номер ${i}`,
      accept_rules: true,
      product: 'ECM',
      source_url: 'http://localhost/ru/products/ecm/contacts/',
      utm_source: 'bench',
    });

  // Warm-up: the first requests compile and cache routes; they are not counted.
  for (let i = 0; i < 5; i++)
    await fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(`warm-${i}`) });

  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  async function worker() {
    while (next < LEADS && Date.now() < deadline) {
      const i = next++;
      const t = performance.now();
      const r = await fetch(api, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${run}-${i}` },
        body: body(i),
      });
      await r.arrayBuffer();
      latencies.push(performance.now() - t);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const wall = (performance.now() - started) / 1000;

  const stored = await fetch(
    `${directus.url}/items/leads?aggregate[count]=id&filter[email][_starts_with]=bench-${run}-&filter[email][_nstarts_with]=bench-${run}-warm`,
    { headers: { authorization: `Bearer ${cms.secrets.adminToken}` } },
  ).then((r) => r.json());
  const storedCount = Number(stored.data?.[0]?.count?.id ?? 0);
  const accepted = statuses.get(201) ?? 0;
  latencies.sort((a, b) => a - b);
  console.log(`\nlead API benchmark (POST /api/question/, Directus on SQLite, ${CONCURRENCY} concurrent, loopback)`);
  console.log(`  sent:            ${latencies.length} leads in ${wall.toFixed(1)} s`);
  console.log(`  answers:         ${[...statuses].map(([s, c]) => `${s}×${c}`).join(', ')}`);
  console.log(`  throughput:      ${(accepted / wall).toFixed(1)} leads/s`);
  console.log(
    `  latency:         p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`,
  );
  console.log(
    `  stored:          ${storedCount} of ${accepted} acknowledged leads are in Directus${storedCount === accepted ? '' : '  <-- MISMATCH'}`,
  );
  if (storedCount !== accepted) process.exitCode = 1;
} finally {
  await site?.stop();
  await directus?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (!reuseDist) rmSync(join(root, distDir), { recursive: true, force: true });
}
