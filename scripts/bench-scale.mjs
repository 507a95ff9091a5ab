// Benchmarks of the production profile on this machine (loopback only, bounded in time):
//   1. a cached page through nginx (wrk, 50 connections: scripts/bench/load.mjs) with one and with
//      two site instances;
//   2. publish-to-live: a save in Directus until both instances serve it, median and max of N edits;
//   3. leads per second stored through the lead API: Directus on PostgreSQL, then on SQLite
//      (the same build, one site instance each, the same requests);
//   4. for reference, the cached page of 1. from one instance of the embedded default (no Redis).
//   node scripts/bench-scale.mjs [--seconds 15] [--edits 10] [--leads 300] [--concurrency 8]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, freePorts } from './free-port.mjs';
import { startCms, startSite } from './stack.mjs';
import { startScale } from './scale/profile.mjs';
import { startNginx } from './scale/engines.mjs';
import { benchLead } from './bench-lead.mjs';
import { load } from './bench/load.mjs';
import { sendAll } from './bench/pool.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = Math.min(60, arg('seconds', 15));
const EDITS = Math.min(50, arg('edits', 10));
const LEADS = Math.min(2000, arg('leads', 300));
const CONCURRENCY = Math.min(32, arg('concurrency', 8));
const BASE = '/ru/products/ecm';
const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'ecm-bench-scale-'));
const distDir = `.next-bench-scale-${process.pid}`;
chmodSync(dataDir, 0o711); // PostgreSQL and nginx run as their own users inside it
const stops = [];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function pageLoad(label, url) {
  const r = await load(url, { seconds: SECONDS }); // its warm-up puts the page in the shared cache
  console.log(`${label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.failed ? `, ${r.failed} failed` : ''}`);
}

/** Posts LEADS valid leads, CONCURRENCY at a time; counts how many the database holds afterwards. */
async function leadRate(label, siteUrl, countStored) {
  const run = `${label.replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  const body = (i) => JSON.stringify(benchLead(run, i));
  const post = (i) =>
    fetch(`${siteUrl}${BASE}/api/question/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${run}-${i}` },
      body: body(i),
    });
  for (let i = 0; i < 5; i++) await (await post(`warm-${i}`)).arrayBuffer();
  const latencies = [];
  let accepted = 0;
  const t0 = performance.now();
  await sendAll(LEADS, CONCURRENCY, async (i) => {
    const t = performance.now();
    const r = await post(i);
    await r.arrayBuffer();
    latencies.push(performance.now() - t);
    if (r.status === 201) accepted++;
  });
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const stored = await countStored(run);
  console.log(
    `${label}: ${(accepted / seconds).toFixed(1)} leads/s, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, ${accepted} of ${LEADS} accepted, ${stored} stored`,
  );
}

const storedIn = (cmsUrl, token) => async (run) => {
  // The lead API may store through a local journal drained to Directus: wait for it to settle.
  let last = -1;
  for (let i = 0; i < 60; i++) {
    const r = await fetch(
      `${cmsUrl}/items/leads?aggregate[count]=id&filter[email][_starts_with]=bench-${run}-&filter[email][_nstarts_with]=bench-${run}-warm`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const n = Number((await r.json()).data?.[0]?.count?.id ?? 0);
    if (n === last) return n;
    last = n;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return last;
};

try {
  const free = await freePorts(6);
  const ports = {
    nginx: /** @type {number} */ (free[0]),
    sites: [/** @type {number} */ (free[1]), /** @type {number} */ (free[2])],
    cms: /** @type {number} */ (free[3]),
    postgres: /** @type {number} */ (free[4]),
    redis: /** @type {number} */ (free[5]),
  };
  console.log('bench: starting the profile (PostgreSQL, Redis, Directus, build, 2 instances, nginx)…');
  // A bench sends everything from one address: the per-IP limit would measure itself.
  const profile = await startScale({ dataDir: join(dataDir, 'scale'), ports, distDir, siteEnv: { LEAD_RATE_LIMIT: '1000000' } });
  stops.push(profile.stop);
  const [A, B] = profile.sites.map((s) => s.url);

  const page = `${BASE}/archiving/`;
  const one = await startNginx({ dir: join(dataDir, 'nginx-one'), port: await freePort(), upstreams: [ports.sites[0]] });
  stops.push(one.stop);
  console.log(`\ncached page ${page} through nginx, 50 connections, ${SECONDS} s:`);
  await pageLoad('  1 site instance ', `${one.url}${page}`);
  await one.stop();
  await pageLoad('  2 site instances', `${profile.nginx.url}${page}`);

  const admin = { authorization: `Bearer ${profile.secrets.adminToken}`, 'content-type': 'application/json' };
  const cms = profile.directus.url;
  const hero = (
    await (await fetch(`${cms}/items/pages?filter[path][_eq]=/archiving/&fields=blocks.item:block_hero.id`, { headers: admin })).json()
  ).data[0].blocks[0].item.id;
  const times = [];
  for (let i = 0; i < EDITS; i++) {
    const title = `Проверка публикации ${i} ${Date.now()}`;
    const t0 = performance.now();
    await fetch(`${cms}/items/block_hero/${hero}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ title }) });
    const live = new Set();
    while (live.size < 2) {
      for (const base of [A, B]) if (!live.has(base) && (await (await fetch(`${base}${page}`)).text()).includes(title)) live.add(base);
      if (performance.now() - t0 > 30_000) throw new Error(`edit ${i}: not served by both instances within 30 s`);
      await new Promise((r) => setTimeout(r, 25));
    }
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\npublish-to-live (${EDITS} edits of ${page}, until both instances serve it): median ${percentile(times, 50).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms`,
  );

  console.log(`\nleads through the lead API, ${LEADS} leads, ${CONCURRENCY} at a time, one site instance:`);
  await leadRate('  Directus on PostgreSQL', A, storedIn(cms, profile.secrets.adminToken));
  await profile.stop();
  stops.length = 0;

  // The same build against Directus on SQLite (the embedded default), without Redis.
  const [cmsPort, sitePort] = await freePorts(2);
  const sqlite = await startCms({ dataDir: join(dataDir, 'sqlite'), cmsPort, sitePort, siteEnv: { LEAD_RATE_LIMIT: '1000000' } });
  stops.push(() => sqlite.directus.stop());
  const site = await startSite(sqlite.siteEnv, sitePort, { distDir });
  stops.unshift(() => site.stop());
  await leadRate('  Directus on SQLite    ', site.url, storedIn(sqlite.directus.url, sqlite.secrets.adminToken));
  // Reference on the same machine state: one instance with Next's own cache (memory and disk), no nginx.
  console.log(`\ncached page ${page}, embedded default (one instance, no Redis, no nginx), 50 connections, ${SECONDS} s:`);
  await pageLoad('  1 site instance ', `${site.url}${page}`);
} finally {
  for (const stop of stops) await stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(root, distDir), { recursive: true, force: true });
}
