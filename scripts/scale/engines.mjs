// PostgreSQL, Redis and nginx from Debian's packages (scripts/install-scale.sh), run as processes of
// the production profile on folders of their own, not as system services: nothing outside the data
// folder is touched, and several profiles (a developer's and a test run) can share one machine.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';

export const PG_BIN = '/usr/lib/postgresql/15/bin';
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const root = new URL('../..', import.meta.url).pathname;

/** PostgreSQL refuses to run as root: as root, its processes run as the `postgres` user of the package. */
function pgUser() {
  if (process.getuid?.() !== 0) return {};
  const r = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error('User postgres not found: run scripts/install-scale.sh');
  return { uid: Number(r.stdout), gid: Number(g.stdout) };
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}):\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

/** Resolves once something accepts TCP connections on the port, or fails after `ms`. */
async function waitForPort(port, child, what, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    const open = await new Promise((ok) => {
      const s = createConnection({ port, host: '127.0.0.1' }, () => (s.end(), ok(true)));
      s.on('error', () => ok(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what} did not listen on ${port} within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits for a server just started to listen on its port; one that does not is killed, and the
 * error carries its output.
 * @param {import('node:child_process').ChildProcess} child @param {number} port @param {string} what
 * @param {((s: string) => void) | undefined} log
 */
async function listening(child, port, what, log) {
  const output = collect(child, log);
  try {
    await waitForPort(port, child, what);
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${/** @type {Error} */ (e).message}\n${output()}`);
  }
}

function stopper(child) {
  const exited = /** @type {Promise<void>} */ (new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', () => r()))));
  return async (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
}

/** Keeps a child's output for error messages and passes its lines to `log`. */
function collect(child, log) {
  let out = '';
  const on = (d) => {
    out = (out + d).slice(-20_000);
    if (log) for (const line of String(d).split('\n')) if (line.trim()) log(line);
  };
  child.stdout?.on('data', on);
  child.stderr?.on('data', on);
  return () => out;
}

/**
 * PostgreSQL 15 on `dir` (created with initdb on first use), listening on 127.0.0.1:port. The
 * database `directus` belongs to the role `directus`, whose password is given; the superuser
 * `postgres` may only connect through the folder's socket as the owner of the files. With
 * `journalPassword`, the database `site_journal` belongs to the role `site_journal` (the site's
 * lead journal), and `journalUrl` is how to reach it.
 * @param {{ dir: string, port: number, password: string, journalPassword?: string, log?: (s: string) => void }} o
 * @returns {Promise<{ isNew: boolean, pid: number | undefined, env: Record<string,string>, journalUrl: string | null, stop: () => Promise<void> }>}
 */
export async function startPostgres({ dir, port, password, journalPassword, log }) {
  dir = resolve(dir);
  const user = pgUser();
  const isNew = !existsSync(join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const env = /** @type {NodeJS.ProcessEnv} */ (/** @type {unknown} */ ({ PATH: process.env.PATH, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' }));
  if (isNew) {
    run(
      join(PG_BIN, 'initdb'),
      ['-D', dir, '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--auth-local=trust', '--auth-host=scram-sha-256'],
      {
        ...user,
        env,
      },
    );
  }
  const child = spawn(
    join(PG_BIN, 'postgres'),
    ['-D', dir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=100'],
    { ...user, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = collect(child, log);
  try {
    await waitForPort(port, child, 'PostgreSQL');
    // Accepting TCP comes just before accepting queries; psql retries until the server is ready.
    const psql = (sql) =>
      run(join(PG_BIN, 'psql'), ['-h', dir, '-p', String(port), '-U', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { ...user, env });
    for (let i = 0; ; i++) {
      try {
        psql('select 1');
        break;
      } catch (e) {
        if (i > 50) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    if (isNew) {
      psql(`create role directus login password '${password.replace(/'/g, "''")}'`);
      psql('create database directus owner directus');
      psql('revoke all on database directus from public');
    }
    // The site's lead journal: a database of its own, owned by the role the site connects as
    // (lib/leads/journal/postgres.ts says why). Also added to a data folder made before it existed.
    if (journalPassword && psql("select 1 from pg_database where datname = 'site_journal'").trim() === '') {
      psql(`create role site_journal login password '${journalPassword.replace(/'/g, "''")}'`);
      psql('create database site_journal owner site_journal');
      // Directus' role (and any other) may not even connect to it.
      psql('revoke all on database site_journal from public');
    }
  } catch (e) {
    child.kill('SIGKILL');
    throw new Error(`${/** @type {Error} */ (e).message}\n${output()}`);
  }
  return {
    isNew,
    pid: child.pid,
    env: {
      DB_CLIENT: 'pg',
      DB_HOST: '127.0.0.1',
      DB_PORT: String(port),
      DB_DATABASE: 'directus',
      DB_USER: 'directus',
      DB_PASSWORD: password,
    },
    journalUrl: journalPassword ? `postgres://site_journal:${encodeURIComponent(journalPassword)}@127.0.0.1:${port}/site_journal` : null,
    /** Smart shutdown waits for clients; fast shutdown (SIGINT) ends their sessions. */
    stop: stopper(child).bind(null, 'SIGINT'),
  };
}

/**
 * Redis 7 on 127.0.0.1:port, without persistence: it holds the shared page cache, counters and
 * locks, all of which refill (pages) or start over (rate-limit minutes) after a restart.
 */
export async function startRedis({ dir, port, log }) {
  dir = resolve(dir);
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await listening(child, port, 'Redis', log);
  return { url: `redis://127.0.0.1:${port}`, pid: child.pid, stop: stopper(child) };
}

/**
 * nginx in front of the site instances, with deploy/nginx.conf filled in for this run. The master
 * runs as the starting user; as root its workers run as www-data, so every folder they use is
 * made theirs.
 * With `directus` (the port of the Directus front and its instances' ports), it is their front too.
 * @param {{ dir: string, port: number, upstreams: number[], directus?: { port: number, upstreams: number[] }, log?: (s: string) => void }} o
 */
export async function startNginx({ dir, port, upstreams, directus, log }) {
  dir = resolve(dir);
  for (const d of ['', 'temp']) mkdirSync(join(dir, d), { recursive: true });
  chmodSync(dir, 0o755);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (f) => Number(run('id', [f, 'www-data']));
    chownSync(join(dir, 'temp'), id('-u'), id('-g'));
  }
  const conf = renderNginxConf({ port, upstreams, directus, prefix: dir, user: asRoot ? 'www-data' : null });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  run(NGINX, ['-t', '-q', '-p', dir, '-c', file]);
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await listening(child, port, 'nginx', log);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** Graceful stop (SIGQUIT): requests in flight are answered first. */
    stop: stopper(child).bind(null, 'SIGQUIT'),
    /** Re-reads the config (e.g. after a deploy changed the upstreams) without dropping connections. */
    reload: () => child.kill('SIGHUP'),
  };
}

/** A template of deploy/ with its {{placeholders}} filled in. */
function render(file, values) {
  const template = readFileSync(join(root, 'deploy', file), 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (_, k) => {
    if (!(k in values)) throw new Error(`deploy/${file}: unknown placeholder {{${k}}}`);
    return values[k];
  });
}

const servers = (ports, fails = 'max_fails=1 fail_timeout=5s') => ports.map((p) => `server 127.0.0.1:${p} ${fails};`).join('\n    ');

/**
 * deploy/nginx.conf with its {{placeholders}} filled in.
 * @param {{ port: number, upstreams: number[], directus?: { port: number, upstreams: number[] }, prefix: string, user: string | null }} o
 */
export function renderNginxConf({ port, upstreams, directus, prefix, user }) {
  const directusFront = directus
    ? render('nginx-directus.conf', {
        cmsPort: String(directus.port),
        // Never marked down: an instance just restarted stayed marked for fail_timeout after its last
        // refused connection, and killing the other one then left nginx no live upstream (502). A
        // refused connection costs a retry on the other instance, not a wait.
        directusUpstreams: servers(directus.upstreams, 'max_fails=0'),
        prefix,
      })
    : '';
  return render('nginx.conf', {
    user: user ? `user ${user};` : '',
    port: String(port),
    prefix,
    upstreams: servers(upstreams),
    directusFront,
  });
}
