// The production profile on one machine: PostgreSQL and Redis, Directus on them (Redis for its
// cache, synchronisation between instances, rate limiter and messenger), one build of the site
// started as several instances sharing their ISR cache and limits in Redis, nginx in front.
// `npm run start:scale` runs it on .data/scale; the integration test on a temporary folder.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startCms, buildSite, startSite } from '../stack.mjs';
import { startPostgres, startRedis, startNginx } from './engines.mjs';

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
 * @param {{ dataDir: string, ports: { postgres: number, redis: number, cms: number, nginx: number, sites: number[] },
 *           distDir?: string, siteEnv?: Record<string,string>, log?: (s: string) => void, build?: boolean }} o
 */
export async function startScale(o) {
  const dataDir = resolve(o.dataDir);
  mkdirSync(dataDir, { recursive: true });
  // The engines run as their own users (postgres, www-data) and must reach their folders inside.
  chmodSync(dataDir, 0o711);
  const log = o.log ?? (() => {});
  const tagged = (tag) => (line) => log(`[${tag}] ${line}`);
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
    const { directus, secrets, siteEnv } = await startCms({
      dataDir: join(dataDir, 'cms'),
      cmsPort: o.ports.cms,
      // Directus' flows and the site's own links go through nginx, like a visitor's requests.
      sitePort: nginxPort,
      database: { env: postgres.env, isNew: postgres.isNew },
      restartCms: true,
      cmsEnv: directusRedisEnv(redis.url),
      // Every instance journals leads in PostgreSQL, none on its own disk (lib/leads/journal/postgres.ts).
      siteEnv: { REDIS_URL: redis.url, FRONT_COMPRESSES: '1', LEAD_JOURNAL_URL: postgres.journalUrl ?? '', ...o.siteEnv },
      log: tagged('cms'),
    });
    started.push(directus);
    // One build for every instance: they must serve the same HTML and scripts.
    if (o.build !== false) buildSite(siteEnv, { distDir: o.distDir });
    const sites = [];
    for (const [i, port] of o.ports.sites.entries()) {
      const site = await startSite(siteEnv, port, { distDir: o.distDir, log: tagged(`site ${i + 1}`) });
      sites.push(site);
      started.push(site);
    }
    const nginx = await startNginx({ dir: join(dataDir, 'nginx'), port: nginxPort, upstreams: o.ports.sites, log: tagged('nginx') });
    started.push(nginx);
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
      directus,
      secrets,
      siteEnv,
      sites,
      nginx,
      stop: stopAll,
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
