// The stack the page benchmarks measure: Directus on a seeded SQLite database and a production
// build of the site (webpack, as deployed), on free loopback ports.
//   default             a temporary database and a fresh build, both removed afterwards
//   BENCH_DIR=.bench    keeps database and build there and reuses the build while the sources are
//                       unchanged (BENCH_BUILD=1 forces a new one): for repeated measuring
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { startCms, buildSite, startSite } from '../stack.mjs';
import { freePorts } from '../free-port.mjs';

const root = new URL('../..', import.meta.url).pathname;
export const BASE = '/ru/products/ecm';

/** The sources the build was made from (benchmarks, tests and docs aside), so a kept build is reused only for the same sources. */
function sourceStamp() {
  const git = (args, input) => execFileSync('git', args, { cwd: root, input, encoding: 'utf8', maxBuffer: 64 << 20 });
  const files = git(['ls-files', '-co', '--exclude-standard', '--', '.', ':!scripts', ':!tests', ':!deploy', ':!*.md', ':!.gitignore']);
  const existing = files.split('\n').filter((f) => f && existsSync(join(root, f)));
  return createHash('sha256')
    .update(existing.join('\n'))
    .update(git(['hash-object', '--stdin-paths'], existing.join('\n')))
    .digest('hex');
}

/**
 * Starts the stack, runs `fn({ site, siteEnv, distDir, cms })` and stops everything again.
 * `site.url` is the site's origin (http://127.0.0.1:PORT); pages live under BASE. `cms` is
 * Directus' address, admin token and process id (`{ url, token, pid }`), for benchmarks that change
 * content or count Directus' CPU time.
 */
export async function withBenchSite(fn, { log = console.error } = {}) {
  const keep = process.env.BENCH_DIR ? resolve(root, process.env.BENCH_DIR) : null;
  const workDir = keep ?? mkdtempSync(join(tmpdir(), 'ecm-bench-'));
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  // A kept build has the site's address inside (SITE_URL, CORS of Directus): keep the ports too.
  const portsFile = join(workDir, 'ports.json');
  const ports =
    keep && existsSync(portsFile) ? JSON.parse(readFileSync(portsFile, 'utf8')) : await freePorts(2).then(([cms, site]) => ({ cms, site }));
  if (keep) writeFileSync(portsFile, JSON.stringify(ports));
  // next build wants its folder inside the project.
  const distDir = keep ? `.next-bench` : `.next-bench-${process.pid}`;
  log(`bench: Directus on :${ports.cms}, site on :${ports.site}, data in ${dataDir}`);
  const { directus, secrets, siteEnv } = await startCms({ dataDir, cmsPort: ports.cms, sitePort: ports.site });
  let site;
  try {
    const stampFile = join(root, distDir, 'bench-source-stamp');
    const stamp = sourceStamp();
    const fresh = keep && !process.env.BENCH_BUILD && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
    if (fresh) log(`bench: reusing the build in ${distDir} (same sources)`);
    else {
      log(`bench: building the site into ${distDir} …`);
      // The type check changes nothing in the output: `npm run typecheck` makes it.
      buildSite(siteEnv, { distDir, typecheck: false });
      writeFileSync(stampFile, stamp);
    }
    // The site's errors go to stderr, so a failed measurement says why.
    site = await startSite(siteEnv, ports.site, { distDir, log: (line) => log(`site: ${line}`) });
    return await fn({
      site,
      siteEnv,
      distDir: join(root, distDir),
      cms: { url: directus.url, token: secrets.adminToken, pid: directus.process.pid },
    });
  } finally {
    await site?.stop();
    await directus.stop();
    if (!keep) {
      rmSync(join(root, distDir), { recursive: true, force: true });
      rmSync(workDir, { recursive: true, force: true });
    }
  }
}

/** One published item of each content route, read from the sitemap (so the bench follows the seed). */
export async function samplePaths(siteUrl) {
  const xml = await (await fetch(`${siteUrl}${BASE}/sitemap.xml`, { headers: { connection: 'close' } })).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.slice(BASE.length));
  const first = (re) => urls.find((p) => re.test(p));
  return {
    home: '/',
    feature: first(/^\/archiving\/$/) ?? '/archiving/',
    try: '/try/',
    webinars: '/webinars/',
    webinar: first(/^\/webinars\/(?!page\/)[^/]+\/$/),
    news: first(/^\/news\/(?!page\/)[^/]+\/$/),
    article: first(/^\/articles\/(?!authors\/)[^/]+\/$/),
  };
}
