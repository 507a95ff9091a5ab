// One `next start` of the site beside another site's `next start` (the Payload website template,
// say: issue 40 asks ours to serve a cached page at least as fast), measured side by side in one
// run: a cached page of each under the same load, run after run in turn, so that whatever else the
// machine does falls on both. wrk at 50 connections (scripts/bench/load.mjs: autocannon, in Node,
// measured its own event loop's delay), and the CPU time each server spent per request, which does
// not follow the machine's load.
//   npm run bench:next-start -- --against http://127.0.0.1:3300/ [--path /] [--rounds 3] [--seconds 10]
//   npm run bench:next-start -- --without-proxy   also the same build with its proxy taken out
// `--without-proxy` says what the proxy (proxy.ts) costs a cached page: a copy of the build whose
// functions manifest lists no proxy, so that Next runs none. A measurement only: that
// copy serves no redirect, no A/B variant and no early 404.
// The other server's process is found by its port (fuser, Debian's psmisc) for its CPU figure.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { withBenchSite, BASE } from './bench/site.mjs';
import { startSite } from './stack.mjs';
import { freePort } from './free-port.mjs';
import { cpuSeconds } from './bench/cpu.mjs';
import { load } from './bench/load.mjs';

const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const SECONDS = Math.min(60, Number(arg('--seconds')) || 10);
const ROUNDS = Math.min(10, Number(arg('--rounds')) || 3);
const PATH = arg('--path') ?? '/';
const AGAINST = arg('--against');
const WITHOUT_PROXY = process.argv.includes('--without-proxy');
const CONNECTIONS = 50;

/** The process listening on `url`'s port, or null when none can be told (another user's, no fuser). */
function pidOf(url) {
  try {
    const out = execFileSync('fuser', ['-n', 'tcp', new URL(url).port], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const pid = Number(out.trim().split(/\s+/)[0]);
    return Number.isFinite(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The page's size and whether the second request of it was served from the cache. */
async function page(url) {
  const first = await fetch(url, { headers: { connection: 'close' } });
  const html = await first.text();
  if (!first.ok) throw new Error(`${url}: ${first.status}`);
  const second = await fetch(url, { headers: { connection: 'close' } });
  await second.arrayBuffer();
  return { kB: (Buffer.byteLength(html) / 1024).toFixed(1), cache: second.headers.get('x-nextjs-cache') ?? '—' };
}

await withBenchSite(async ({ site, siteEnv, distDir }) => {
  /** @type {{ name: string, url: string, pid: number | null, stop?: () => Promise<void> }[]} */
  const servers = [{ name: 'ours', url: `${site.url}${BASE}${PATH}`, pid: site.pid ?? null }];
  let copy = null;
  if (WITHOUT_PROXY) {
    copy = `${distDir}-without-proxy`;
    rmSync(copy, { recursive: true, force: true });
    cpSync(distDir, copy, { recursive: true });
    writeFileSync(join(copy, 'server', 'functions-config-manifest.json'), JSON.stringify({ version: 1, functions: {} }));
    const bare = await startSite(siteEnv, await freePort(), { distDir: copy.slice(copy.lastIndexOf('/') + 1) });
    servers.push({ name: 'ours without the proxy', url: `${bare.url}${BASE}${PATH}`, pid: bare.pid ?? null, stop: () => bare.stop() });
  }
  if (AGAINST) servers.push({ name: AGAINST, url: AGAINST, pid: pidOf(AGAINST) });
  try {
    const pages = await Promise.all(servers.map((s) => page(s.url)));
    const runs = servers.map(() => /** @type {Awaited<ReturnType<typeof load>>[]} */ ([]));
    const loadBefore = loadavg()[0].toFixed(1);
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, s] of servers.entries()) {
        const r = await load(s.url, { connections: CONNECTIONS, seconds: SECONDS, cpuSeconds: () => (s.pid ? cpuSeconds(s.pid) : NaN) });
        runs[i].push(r);
        console.error(`bench: round ${round + 1}, ${s.name}: ${Math.round(r.rps)} req/s`);
      }
    const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `\nA cached page, one \`next start\` each, wrk ${CONNECTIONS} connections × ${SECONDS} s, ${ROUNDS} rounds in turn (load average ${loadBefore} → ${loadavg()[0].toFixed(1)})`,
    );
    console.log('| server | page | HTML | cache | req/s (median; runs) | p99 | CPU per request |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [i, s] of servers.entries()) {
      const rs = runs[i];
      const cpu = rs.map((r) => (r.cpuSeconds / r.total) * 1e6).filter(Number.isFinite);
      console.log(
        `| ${s.name} | ${new URL(s.url).pathname} | ${pages[i].kB} kB | ${pages[i].cache} | ${Math.round(median(rs.map((r) => r.rps)))}; ${rs
          .map((r) => Math.round(r.rps))
          .join(', ')} | ${median(rs.map((r) => r.p99))} ms | ${cpu.length ? `${Math.round(median(cpu))} µs` : '—'} |`,
      );
    }
  } finally {
    for (const s of servers) await s.stop?.();
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
});
