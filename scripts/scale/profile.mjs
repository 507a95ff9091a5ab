// The production profile on one machine: PostgreSQL and Redis, two Directus instances on them
// (Redis for their cache, synchronisation between instances, rate limiter and messenger; one
// uploads folder), one build of the site started as several instances sharing their ISR cache and
// limits in Redis and their lead journal in PostgreSQL, nginx in front of both (the site's front
// on `nginx`, Directus' on `cms`), and the front's metrics for Prometheus.
// `npm run start:scale` runs it on .data/scale; the integration test on a temporary folder.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startCms, buildSite, startSite } from '../stack.mjs';
import { startPostgres, startRedis, startNginx } from './engines.mjs';
import { startFrontMetrics } from './front-metrics.mjs';
import { freePorts } from '../free-port.mjs';

/**
 * How often the supervisor asks each Directus for /server/health, and after how many failures in a
 * row (a minute of them) it restarts one. Not fewer: on a loaded machine (a build beside it) a
 * healthy Directus can take seconds to answer, and a restart then costs more than it saves.
 */
const HEALTH_EVERY_MS = 5000;
const HEALTH_FAILURES = 12;
const STARTUP_GRACE_MS = 60_000;

/**
 * Directus' own health check, as a service manager's watchdog would use it: an instance whose
 * process runs but whose /server/health fails HEALTH_FAILURES times in a row (hung, or lost its
 * database) is killed, and its restart loop (cms/directus.mjs) starts it again.
 * @param {{ url: string, process: import('node:child_process').ChildProcess }} directus
 */
function superviseDirectus(directus, log) {
  let failures = 0;
  let paused = false;
  let pid = directus.process.pid;
  let since = Date.now();
  const timer = setInterval(async () => {
    if (paused) return;
    const ok = await fetch(`${directus.url}/server/health`, { signal: AbortSignal.timeout(2 * HEALTH_EVERY_MS) })
      .then((r) => r.ok)
      .catch(() => false);
    failures = ok ? 0 : failures + 1;
    const p = directus.process;
    // A process just (re)started gets a minute to come up before its health counts.
    if (p.pid !== pid) [pid, since, failures] = [p.pid, Date.now(), 0];
    if (Date.now() - since < STARTUP_GRACE_MS) return;
    if (failures >= HEALTH_FAILURES && p.exitCode === null && p.signalCode === null) {
      log(`Directus ${directus.url}: /server/health failed ${failures} times in a row; restarting it`);
      p.kill('SIGKILL');
      failures = 0;
    }
  }, HEALTH_EVERY_MS);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    /** While an operator stops the instance on purpose. */
    pause: (on) => ((paused = on), (failures = 0)),
  };
}

/** A database password, made once and kept in the data folder like the other local secrets. */
function dbPassword(dataDir, name = 'db-password') {
  const file = join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Directus' documented settings for several instances behind one Redis. */
export const directusRedisEnv = (redisUrl) => ({
  REDIS: redisUrl,
  CACHE_STORE: 'redis',
  SYNCHRONIZATION_STORE: 'redis',
  MESSENGER_STORE: 'redis',
  RATE_LIMITER_STORE: 'redis',
  // Directus counts requests per address; the site's own server calls come from one address, so the
  // limit is set high enough for a build's burst of reads and still stops a runaway client.
  RATE_LIMITER_ENABLED: process.env.RATE_LIMITER_ENABLED ?? 'true',
  RATE_LIMITER_POINTS: process.env.RATE_LIMITER_POINTS ?? '1000',
  RATE_LIMITER_DURATION: process.env.RATE_LIMITER_DURATION ?? '1',
});

/**
 * @param {{ dataDir: string, ports: { postgres: number, redis: number, cms: number, nginx: number, sites: number[], directus?: number[], frontMetrics?: number },
 *           distDir?: string, siteEnv?: Record<string,string>, log?: (s: string) => void, build?: boolean }} o
 *   `ports.cms`: nginx's front of the Directus instances, which run on `ports.directus` (two free ports when not given).
 */
export async function startScale(o) {
  const dataDir = resolve(o.dataDir);
  mkdirSync(dataDir, { recursive: true });
  // The engines run as their own users (postgres, www-data) and must reach their folders inside.
  chmodSync(dataDir, 0o711);
  const log = o.log ?? (() => {});
  const tagged = (tag) => (line) => log(`[${tag}] ${line}`);
  const directusPorts = o.ports.directus ?? (await freePorts(2));
  const [frontMetricsPort] = o.ports.frontMetrics ? [o.ports.frontMetrics] : await freePorts(1);
  const started = [];
  const stopAll = async () => {
    for (const p of started.reverse()) await p.stop().catch((e) => log(`stop: ${e.message}`));
  };
  try {
    const postgres = await startPostgres({
      dir: join(dataDir, 'postgres'),
      port: o.ports.postgres,
      password: dbPassword(dataDir),
      journalPassword: dbPassword(dataDir, 'journal-password'),
      log: tagged('postgres'),
    });
    started.push(postgres);
    let redis = await startRedis({ dir: join(dataDir, 'redis'), port: o.ports.redis, log: tagged('redis') });
    started.push({ stop: () => redis.stop() });
    const nginxPort = o.ports.nginx;
    const cmsFront = `http://127.0.0.1:${o.ports.cms}`;
    const cms = await startCms({
      dataDir: join(dataDir, 'cms'),
      cmsPort: directusPorts[0],
      // Directus' flows and the site's own links go through nginx, like a visitor's requests.
      sitePort: nginxPort,
      database: { env: postgres.env, isNew: postgres.isNew },
      restartCms: true,
      // The admin app, its links and its cookies are those of the front, not of one instance.
      cmsEnv: { ...directusRedisEnv(redis.url), PUBLIC_URL: `http://localhost:${o.ports.cms}` },
      // Every instance journals leads in PostgreSQL, none on its own disk (lib/leads/journal/postgres.ts).
      siteEnv: {
        REDIS_URL: redis.url,
        FRONT_COMPRESSES: '1',
        LEAD_JOURNAL_URL: postgres.journalUrl ?? '',
        LOG_FORMAT: 'json',
        ...o.siteEnv,
      },
      log: tagged('cms 1'),
    });
    const directus = [cms.directus];
    started.push({ stop: async () => Promise.all(directus.map((d) => d.stop())) });
    directus.push(await cms.startAnotherDirectus(directusPorts[1]));
    const supervisors = directus.map((d, i) => superviseDirectus(d, tagged(`cms ${i + 1}`)));
    started.push({ stop: async () => supervisors.forEach((s) => s.stop()) });
    const { secrets } = cms;
    // The site reads and writes through Directus' front, so it reaches whichever instance is up.
    const siteEnv = { ...cms.siteEnv, DIRECTUS_URL: cmsFront, DIRECTUS_PUBLIC_URL: `http://localhost:${o.ports.cms}` };
    // nginx first: the build reads Directus through it.
    const nginxDir = join(dataDir, 'nginx');
    const nginx = await startNginx({
      dir: nginxDir,
      port: nginxPort,
      upstreams: o.ports.sites,
      directus: { port: o.ports.cms, upstreams: directusPorts },
      log: tagged('nginx'),
    });
    started.push(nginx);
    const frontMetrics = await startFrontMetrics({
      logs: [
        { file: join(nginxDir, 'access.log'), front: 'site' },
        { file: join(nginxDir, 'directus-access.log'), front: 'directus' },
      ],
      port: frontMetricsPort,
      log,
    });
    started.push(frontMetrics);
    // One build for every instance: they must serve the same HTML and scripts. Without `next build`'s
    // type check, as `npm start`: the same check is `npm run typecheck` (run by `npm test` and CI).
    if (o.build !== false) buildSite(siteEnv, { distDir: o.distDir, typecheck: false });
    // Each instance has a folder of its own (its temporary files); nothing in it is needed to keep a lead.
    const instanceEnv = (i) => {
      const dir = join(dataDir, `site-${i + 1}`);
      mkdirSync(dir, { recursive: true });
      return { ...siteEnv, TMPDIR: dir };
    };
    const sites = [];
    const startInstance = async (i) => {
      // On loopback only, like every other process of the profile but nginx: visitors reach an
      // instance through the front (its micro-cache, limits and request ids), never on its own port.
      const site = await startSite(instanceEnv(i), o.ports.sites[i], {
        distDir: o.distDir,
        log: tagged(`site ${i + 1}`),
        host: '127.0.0.1',
      });
      sites[i] = site;
      return site;
    };
    for (const i of o.ports.sites.keys()) await startInstance(i);
    started.push({ stop: async () => Promise.all(sites.map((s) => s.stop())) });
    return {
      postgres,
      get redis() {
        return redis;
      },
      /** Stops Redis and starts it again on the same port (empty: it keeps nothing on disk). */
      async restartRedis() {
        await redis.stop();
        redis = await startRedis({ dir: join(dataDir, 'redis'), port: o.ports.redis, log: tagged('redis') });
      },
      /** The Directus front (nginx), which the site and the admin app use. */
      directus: { url: cmsFront },
      directusInstances: directus,
      /** Stops every Directus instance (an outage: leads wait in the journal). */
      async stopDirectus() {
        supervisors.forEach((s) => s.pause(true));
        for (const d of directus) await d.stop();
      },
      /** Starts them again after stopDirectus. */
      async startDirectus() {
        directus[0] = await cms.restartDirectus();
        directus[1] = await cms.startAnotherDirectus(directusPorts[1]);
        supervisors.forEach((s) => s.stop());
        supervisors.splice(0, supervisors.length, ...directus.map((d, i) => superviseDirectus(d, tagged(`cms ${i + 1}`))));
      },
      secrets,
      siteEnv,
      sites,
      /** Starts instance i again (after it was killed) on its port. */
      startSite: startInstance,
      siteDataDir: (i) => join(dataDir, `site-${i + 1}`),
      nginx,
      frontMetrics,
      stop: stopAll,
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
