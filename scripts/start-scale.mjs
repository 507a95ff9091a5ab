// `npm run start:scale`: the production profile on this machine (see README, "Production"):
// PostgreSQL, Redis, Directus on them, two site instances of one build, nginx in front on PORT.
// Data stays in .data/scale between runs (SCALE_DATA_DIR to change it).
//
// With --control (the integration test): every port is a free one, logs go to stderr, one JSON line
// on stdout tells where everything runs, and lines on stdin are commands ("restart-redis").
import { spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { freePorts } from './free-port.mjs';
import { startScale } from './scale/profile.mjs';

const root = new URL('..', import.meta.url).pathname;
const control = process.argv.includes('--control');
// Under --control, six distinct free ports, chosen together.
const free = control ? await freePorts(6) : [];
const port = (/** @type {string} */ name, /** @type {number} */ fallback) => free.pop() ?? Number(process.env[name] ?? fallback);
const ports = {
  nginx: port('PORT', 3000),
  sites: [port('SITE_PORT_A', 3101), port('SITE_PORT_B', 3102)],
  cms: port('CMS_PORT', 8055),
  postgres: port('POSTGRES_PORT', 55432),
  redis: port('REDIS_PORT', 56379),
};
const say = control ? (s) => process.stderr.write(`${s}\n`) : console.log;

if (spawnSync('bash', [join(root, 'scripts/install-scale.sh')], { stdio: ['ignore', 'inherit', 'inherit'] }).status !== 0) process.exit(1);
say('Starting PostgreSQL, Redis, Directus, building the site…');
const profile = await startScale({
  dataDir: process.env.SCALE_DATA_DIR ?? join(root, '.data/scale'),
  ports,
  distDir: process.env.NEXT_DIST_DIR ?? '.next-scale',
  log: say,
});
const stop = async () => {
  await profile.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (control) {
  const { postgres, directus, secrets, sites, nginx } = profile;
  const ready = {
    nginx: nginx.url,
    sites: sites.map((s) => ({ url: s.url, pid: s.pid })),
    cms: directus.url,
    adminToken: secrets.adminToken,
    redisPort: ports.redis,
    postgres: { port: ports.postgres, ...postgres.env },
  };
  process.stdout.write(`${JSON.stringify({ ready })}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    if (line.trim() === 'restart-redis') {
      await profile.restartRedis();
      process.stdout.write(`${JSON.stringify({ done: 'restart-redis' })}\n`);
    }
  }
  await stop(); // stdin closed: the test is gone
} else {
  say(`
Site (nginx):  http://localhost:${ports.nginx}/ru/products/ecm/
Instances:     ${profile.sites.map((s) => s.url).join(', ')}
Admin:         http://localhost:${ports.cms}/admin (admin@example.com / ecm-admin)
PostgreSQL:    127.0.0.1:${ports.postgres}, Redis: ${profile.redis.url}
`);
}
