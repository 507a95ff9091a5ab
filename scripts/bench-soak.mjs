// A soak of the production profile: steady mixed load through the front for a long time, printing
// each process's memory every interval, to see whether it levels off after warm-up.
//   - 20 connections, each asking for a page of the sitemap in turn, 10 % of them for unknown
//     paths (404), through nginx (micro-cache included), as visitors would;
//   - a page block edited in Directus every 2 s (each edit regenerates pages on the instances);
//   - every interval: resident memory (MB) of each site instance, each Directus, PostgreSQL (all its
//     processes), Redis and nginx (master and workers); each site instance's V8 heap in use and the
//     paths Next keeps an ISR lifetime for (from its metrics); and, for that interval, the requests
//     answered, errors (5xx or no answer), p99 and the answers by status, and the machine's load.
//   node scripts/bench-soak.mjs [--minutes 30] [--interval 60] [--connections 20] [--log file]
// The site instances take a heap snapshot on SIGUSR2 (written to the folder printed at the start):
// `kill -USR2 <pid>` at two points and compare them in Chrome's DevTools (Memory, Comparison);
// delete that folder afterwards.
import { appendFileSync, chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from './free-port.mjs';
import { startScale } from './scale/profile.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
};
const MINUTES = arg('minutes', 30);
const INTERVAL_S = arg('interval', 60);
const CONNECTIONS = arg('connections', 20);
const BASE = '/ru/products/ecm';
const dataDir = mkdtempSync(join(tmpdir(), 'ecm-soak-'));
const distDir = `.next-soak-${process.pid}`;
chmodSync(dataDir, 0o711);
const root = new URL('..', import.meta.url).pathname;

/** Resident memory of a process and all its descendants, in MB (from /proc). */
function treeRssMb(pid) {
  if (!pid) return NaN;
  const parents = new Map();
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      parents.set(Number(p), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  let kb = 0;
  for (const p of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return kb / 1024;
}

/**
 * A site instance's V8 heap in use, in MB (prom-client's default metrics), and the paths Next keeps
 * an ISR lifetime for (`site_isr_remembered_paths`, never freed: it must not follow the unknown paths).
 */
async function siteMemory(url) {
  const text = await fetch(`${url}${BASE}/api/ops/metrics/`, { signal: AbortSignal.timeout(10_000) })
    .then((r) => r.text())
    .catch(() => '');
  const value = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { heapMb: value('site_nodejs_heap_size_used_bytes') / 2 ** 20, isrPaths: value('site_isr_remembered_paths') };
}

// Outside the data folder, which is deleted at the end: the snapshots are kept for comparing.
const heapDir = mkdtempSync(join(tmpdir(), 'ecm-soak-heaps-'));
const [nginx, a, b, cms, postgres, redis] = await freePorts(6);
console.log('soak: starting the profile (PostgreSQL, Redis, 2 Directus, build, 2 site instances, nginx)…');
// `--log <file>`: the processes' output (the site instances' JSON lines among them), to explain errors.
const logIndex = process.argv.indexOf('--log');
const logFile = logIndex > 0 ? process.argv[logIndex + 1] : undefined;
const profile = await startScale({
  dataDir,
  ...(logFile ? { log: (line) => appendFileSync(logFile, `${line}\n`) } : {}),
  ports: { nginx, sites: [a, b], cms, postgres, redis },
  distDir,
  siteEnv: {
    LEAD_RATE_LIMIT: '1000000',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${heapDir}`.trim(),
  },
});
let stopping = false;
const stop = async () => {
  stopping = true;
  await profile.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(root, distDir), { recursive: true, force: true });
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));

try {
  const front = profile.nginx.url;
  const xml = await (await fetch(`${front}${BASE}/sitemap.xml`)).text();
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const token = profile.secrets.adminToken;
  const cmsApi = (path, init = {}) =>
    fetch(`${profile.directus.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
  const [hero] = (await (await cmsApi('/items/block_hero?limit=1&fields=id,title')).json()).data;
  let statuses = new Map();
  let requests = 0;
  let edits = 0;
  let editFailures = 0;
  const latencies = [];
  let n = 0;
  const worker = async () => {
    while (!stopping) {
      const i = n++;
      const path = i % 10 === 9 ? `${BASE}/soak-missing-${i}/` : pages[i % pages.length];
      const t = performance.now();
      const r = await fetch(`${front}${path}`, { redirect: 'manual' }).catch(() => null);
      if (r) await r.arrayBuffer();
      latencies.push(performance.now() - t);
      const key = r ? String(r.status) : 'error';
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      requests++;
    }
  };
  const editor = async () => {
    while (!stopping) {
      const r = await cmsApi(`/items/block_hero/${hero.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ title: `${hero.title} ${edits % 2 ? '' : '·'}`.trim() }),
      }).catch(() => null);
      if (r?.ok) edits++;
      else editFailures++;
      await new Promise((ok) => setTimeout(ok, 2000));
    }
  };
  const processes = () => [
    ...profile.sites.map((s, i) => [`site ${i + 1}`, s.pid]),
    ...profile.directusInstances.map((d, i) => [`directus ${i + 1}`, d.process.pid]),
    ['postgres', profile.postgres.pid],
    ['redis', profile.redis.pid],
    ['nginx', profile.nginx.pid],
  ];
  const header = [
    'min',
    ...processes().map(([name]) => `${name} RSS`),
    ...profile.sites.map((_, i) => `site ${i + 1} heap`),
    ...profile.sites.map((_, i) => `site ${i + 1} ISR paths`),
    'requests',
    'errors',
    'p99 ms',
    'load 1m',
    'statuses',
  ];
  console.log(
    `soak: ${MINUTES} min, ${CONNECTIONS} connections through nginx, ${pages.length} pages + 10 % unknown paths, an edit every 2 s`,
  );
  console.log(
    `soak: heap snapshots (kill -USR2 <pid>) go to ${heapDir}; pids: ${processes()
      .map(([n, p]) => `${n} ${p}`)
      .join(', ')}`,
  );
  console.log(header.join('\t'));
  const sample = async (minute) => {
    const sorted = latencies.splice(0).sort((x, y) => x - y);
    const answered = statuses;
    statuses = new Map();
    const p99 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] : NaN;
    const errors = [...answered].reduce((sum, [k, v]) => (k === 'error' || k.startsWith('5') ? sum + v : sum), 0);
    const memory = await Promise.all(profile.sites.map((s) => siteMemory(s.url)));
    const row = [
      minute.toFixed(1),
      ...processes().map(([, pid]) => treeRssMb(pid).toFixed(0)),
      ...memory.map((m) => m.heapMb.toFixed(0)),
      ...memory.map((m) => String(m.isrPaths)),
      String(sorted.length),
      String(errors),
      p99.toFixed(0),
      // The machine may be shared: its load average says how much the figures are worth.
      loadavg()[0].toFixed(2),
      [...answered].map(([k, v]) => `${k}:${v}`).join(' '),
    ];
    console.log(row.join('\t'));
  };
  await sample(0);
  const started = Date.now();
  const load = [...Array.from({ length: CONNECTIONS }, worker), editor()];
  while (Date.now() - started < MINUTES * 60_000) {
    await new Promise((ok) => setTimeout(ok, INTERVAL_S * 1000));
    await sample((Date.now() - started) / 60_000);
  }
  stopping = true;
  await Promise.all(load);
  console.log(`soak: ${requests} requests, ${edits} edits (${editFailures} failed)`);
  await cmsApi(`/items/block_hero/${hero.id}`, { method: 'PATCH', body: JSON.stringify({ title: hero.title }) });
} finally {
  await stop();
}
