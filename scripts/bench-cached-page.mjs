// A cached page served by the site against the same HTML served by nginx (Debian's nginx-light, one
// worker, a static file): wrk (scripts/bench/load.mjs) at 50 connections, one run after the other
// on this machine, so the ratio is what to compare between runs. Also prints the page's HTML and
// page-data (__NEXT_DATA__) sizes. Loopback only, bounded in time.
// On a shared machine req/s follow whatever else runs; the CPU time each server spent per request
// (read from /proc for the server's processes) does not, and says what a request costs.
//   npm run bench:cached-page [-- --seconds 15] [-- --url http://127.0.0.1:3000]
//   npm run bench:cached-page -- --front   the production front instead of one site process:
//     deploy/nginx.conf (micro-cache, gzip) before two site instances with FRONT_COMPRESSES=1;
//     the CPU time is nginx's and both instances'
//   npm run bench:cached-page -- --browser   requests as a returning visitor's browser sends them:
//     gzip accepted (the reference nginx then serves the file gzipped ahead, gzip_static) and the
//     consent and counters' cookies; with --front, what the micro-cache does for such visitors
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { withBenchSite, BASE } from './bench/site.mjs';
import { startSite } from './stack.mjs';
import { startNginx } from './scale/engines.mjs';
import { cpuSeconds } from './bench/cpu.mjs';
import { load as loadWith } from './bench/load.mjs';

const arg = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const SECONDS = Math.min(60, Number(arg('--seconds')) || 15);
const CONNECTIONS = 50;
const NGINX = '/usr/sbin/nginx';
const BROWSER = process.argv.includes('--browser');
// A returning visitor who accepted cookies carries the consent cookie and Metrika's to every page.
/** @type {Record<string, string>} */
const headers = BROWSER
  ? { 'accept-encoding': 'gzip', cookie: 'cookies-approved=true; _ym_uid=1700000000123456789; _ym_d=1700000000; _ym_isad=2' }
  : {};

/**
 * nginx serving `html` at the page's path from a folder its workers (www-data when root) can read,
 * with sendfile and tcp_nopush on as Debian's nginx.conf has them (and the front, deploy/nginx.conf).
 */
async function startStaticNginx(html, path) {
  const dir = mkdtempSync(join(tmpdir(), 'ecm-bench-nginx-'));
  chmodSync(dir, 0o755);
  const www = join(dir, 'www', path);
  mkdirSync(www, { recursive: true });
  writeFileSync(join(www, 'index.html'), html);
  if (BROWSER) writeFileSync(join(www, 'index.html.gz'), gzipSync(html, { level: 9 }));
  spawnSync('chmod', ['-R', 'a+rX', join(dir, 'www')]);
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user www-data;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; }
  ${BROWSER ? 'gzip_static on;' : ''}
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}${path}`;
  for (let i = 0; ; i++) {
    try {
      const r = await fetch(url, { headers: { connection: 'close' } });
      if (r.ok && (await r.text()) === html) break;
      throw new Error(`nginx answered ${r.status}`);
    } catch (e) {
      if (i > 100 || child.exitCode !== null) throw new Error(`nginx did not serve the page: ${/** @type {Error} */ (e).message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGQUIT');
      await /** @type {Promise<void>} */ (new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', () => r()))));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** @param {string} url @param {number[]} pids the server's processes (none: no CPU figure) */
async function load(url, pids) {
  const cpuNow = () => (pids.length ? pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) : NaN);
  const r = await loadWith(url, { connections: CONNECTIONS, seconds: SECONDS, headers, cpuSeconds: cpuNow });
  return { ...r, cpuPerRequest: (r.cpuSeconds / r.total) * 1e6 };
}

const pageData = (html) => html.match(/<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s)?.[1] ?? '';
const kB = (s) => `${(Buffer.byteLength(s) / 1024).toFixed(1)} kB`;

/** @param {string} origin @param {number[]} sitePids @param {string} [label] */
async function measure(origin, sitePids, label = 'site') {
  const rows = [];
  for (const path of ['/', '/archiving/']) {
    const url = `${origin}${BASE}${path}`;
    const first = await fetch(url, { headers: { connection: 'close' } });
    const html = await first.text();
    if (!first.ok) throw new Error(`${url}: ${first.status}`);
    // ISR: the second answer is the cached one.
    const cache = (await fetch(url, { headers: { connection: 'close' } })).headers.get('x-nextjs-cache');
    const nginx = await startStaticNginx(html, `${BASE}${path}`);
    try {
      const site = await load(url, sitePids);
      const ref = await load(nginx.url, nginx.pid ? [nginx.pid] : []);
      rows.push({ path, html: kB(html), data: kB(pageData(html)), cache, site, nginx: ref });
    } finally {
      await nginx.stop();
    }
  }
  const f = (m) =>
    `${Math.round(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.failed ? `, ${m.failed} failed` : ''}` +
    (Number.isFinite(m.cpuPerRequest)
      ? `; CPU ${Math.round(m.cpuPerRequest)} µs/request (${Math.round(1e6 / m.cpuPerRequest)} req/s per core)`
      : '');
  const as = BROWSER ? ', as a browser (gzip; consent and counter cookies)' : '';
  console.log(`\nCached page, wrk ${CONNECTIONS} connections × ${SECONDS} s${as} (load average before: ${loadBefore})`);
  for (const r of rows) {
    console.log(`${r.path}  HTML ${r.html}, __NEXT_DATA__ ${r.data}, x-nextjs-cache: ${r.cache}`);
    console.log(`  ${label}:  ${f(r.site)}`);
    console.log(`  nginx: ${f(r.nginx)}`);
    console.log(`  site/nginx: ${(r.site.rps / r.nginx.rps).toFixed(2)}× req/s  (target ≥ 0.5×, site p99 ≤ 20 ms)`);
    if (Number.isFinite(r.site.cpuPerRequest))
      console.log(`  site/nginx by CPU per request: ${(r.nginx.cpuPerRequest / r.site.cpuPerRequest).toFixed(2)}×`);
  }
}

const loadBefore = (await import('node:os'))
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const url = arg('--url');
// --pid: the running site's process, for its CPU time.
if (url) await measure(url.replace(/\/$/, ''), arg('--pid') ? [Number(arg('--pid'))] : []);
else if (process.argv.includes('--front')) await withBenchSite(({ siteEnv, distDir }) => measureFront(siteEnv, distDir));
else await withBenchSite(({ site }) => measure(site.url, [site.pid]));

/** The production front: nginx with deploy/nginx.conf before two instances of the bench build. */
async function measureFront(siteEnv, distDir) {
  const env = { ...siteEnv, FRONT_COMPRESSES: '1' };
  const dist = distDir.slice(distDir.lastIndexOf('/') + 1);
  const sites = [];
  const dir = mkdtempSync(join(tmpdir(), 'ecm-bench-front-'));
  let nginx;
  try {
    for (let i = 0; i < 2; i++) sites.push(await startSite(env, await freePort(), { distDir: dist }));
    nginx = await startNginx({ dir, port: await freePort(), upstreams: sites.map((s) => Number(new URL(s.url).port)) });
    const pids = [nginx.pid, ...sites.map((s) => s.pid)].filter((pid) => pid !== undefined);
    await measure(nginx.url, pids, 'front');
  } finally {
    await nginx?.stop();
    for (const s of sites) await s.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
