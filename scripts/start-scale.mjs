// `npm run start:scale`: the production profile on this machine (see README, "Production"):
// PostgreSQL, Redis, Directus on them, two site instances of one build, nginx in front on PORT.
// Data stays in .data/scale between runs (SCALE_DATA_DIR to change it).
//
// With --control (the integration test): every port is a free one, logs go to stderr, one JSON line
// on stdout tells where everything runs, and lines on stdin are commands: restart-redis,
// stop-directus, start-directus, kill-directus <i>, kill-site <i> (SIGKILL, then its folder is
// deleted), start-site <i>. Each is answered with {"done": "<command>"}.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { freePorts } from './free-port.mjs';
import { startScale } from './scale/profile.mjs';

const root = new URL('..', import.meta.url).pathname;
const control = process.argv.includes('--control');
// Under --control, nine distinct free ports, chosen together.
const free = control ? await freePorts(9) : [];
const port = (/** @type {string} */ name, /** @type {number} */ fallback) => free.pop() ?? Number(process.env[name] ?? fallback);
const ports = {
  nginx: port('PORT', 3000),
  sites: [port('SITE_PORT_A', 3101), port('SITE_PORT_B', 3102)],
  cms: port('CMS_PORT', 8055),
  postgres: port('POSTGRES_PORT', 55432),
  redis: port('REDIS_PORT', 56379),
  directus: [port('DIRECTUS_PORT_A', 8056), port('DIRECTUS_PORT_B', 8057)],
  frontMetrics: port('FRONT_METRICS_PORT', 9113),
};
const say = control ? (s) => process.stderr.write(`${s}\n`) : console.log;

if (spawnSync('bash', [join(root, 'scripts/install-scale.sh')], { stdio: ['ignore', 'inherit', 'inherit'] }).status !== 0) process.exit(1);
say('Starting PostgreSQL, Redis, Directus, building the site…');
const profile = await startScale({
  dataDir: process.env.SCALE_DATA_DIR ?? join(root, '.data/scale'),
  ports,
  distDir: process.env.NEXT_DIST_DIR ?? '.next-scale',
  // SCALE_BUILD=0 starts the instances on the build already in the dist folder (a restore drill).
  build: process.env.SCALE_BUILD !== '0',
  log: say,
});
const stop = async () => {
  await profile.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** @param {number} i */
const instanceInfo = (i) => ({ url: profile.sites[i].url, pid: profile.sites[i].pid });
const directusInfo = () => profile.directusInstances.map((d) => ({ url: d.url, pid: d.process.pid }));

/** @type {Record<string, (arg: number) => Promise<unknown>>} */
const commands = {
  'restart-redis': () => profile.restartRedis(),
  'stop-directus': () => profile.stopDirectus(),
  'start-directus': async () => (await profile.startDirectus(), directusInfo()),
  'kill-directus': async (i) => {
    const p = profile.directusInstances[i].process;
    const exited = new Promise((r) => p.once('exit', r));
    p.kill('SIGKILL');
    await exited;
  },
  'kill-site': async (i) => {
    await profile.sites[i].stop('SIGKILL');
    // Its disk is gone with it, as with a replaced container or machine.
    rmSync(profile.siteDataDir(i), { recursive: true, force: true });
  },
  'start-site': async (i) => (await profile.startSite(i), instanceInfo(i)),
};

if (control) {
  const { postgres, directus, secrets, sites, nginx, frontMetrics } = profile;
  const ready = {
    nginx: nginx.url,
    sites: sites.map((s) => ({ url: s.url, pid: s.pid })),
    cms: directus.url,
    directus: directusInfo(),
    frontMetrics: frontMetrics.url,
    adminToken: secrets.adminToken,
    redisPort: ports.redis,
    postgres: { port: ports.postgres, ...postgres.env, journalUrl: postgres.journalUrl },
  };
  process.stdout.write(`${JSON.stringify({ ready })}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    const [name, arg] = line.trim().split(/\s+/);
    const run = commands[name ?? ''];
    if (!run) {
      process.stdout.write(`${JSON.stringify({ error: `unknown command: ${line}` })}\n`);
      continue;
    }
    try {
      const result = await run(Number(arg ?? 0));
      process.stdout.write(`${JSON.stringify({ done: name, result })}\n`);
    } catch (e) {
      process.stdout.write(`${JSON.stringify({ error: `${name}: ${/** @type {Error} */ (e).message}` })}\n`);
    }
  }
  await stop(); // stdin closed: the test is gone
} else {
  say(`
Site (nginx):  http://localhost:${ports.nginx}/ru/products/ecm/
Instances:     ${profile.sites.map((s) => s.url).join(', ')}
               health, readiness and metrics: <instance>/ru/products/ecm/api/ops/{health,ready,metrics}/
Admin (nginx): http://localhost:${ports.cms}/admin (admin@example.com / ecm-admin)
Directus:      ${profile.directusInstances.map((d) => d.url).join(', ')}
Front metrics: ${profile.frontMetrics.url}
PostgreSQL:    127.0.0.1:${ports.postgres}, Redis: ${profile.redis.url}
`);
}
