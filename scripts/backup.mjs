// `npm run backup`: one dated archive of everything a stack needs to come back: its database, its
// uploaded files, its lead journal (leads not yet delivered included) and its local secrets.
//
//   npm run backup                          the production profile's folder (.data/scale, or
//                                           SCALE_DATA_DIR) when it exists, else the embedded one (cms/data)
//   npm run backup -- --data DIR --out DIR  another stack's folder; archives go to backups/ by default
//   --pg-port N                             where the profile's PostgreSQL listens (POSTGRES_PORT, 55432)
//
// The production profile is backed up running or stopped: pg_dump takes a consistent snapshot of
// each database while the site and Directus keep working (a stopped one gets a PostgreSQL of its own
// for the dump). The embedded stack's SQLite files are copied with `VACUUM INTO`.
// The archive holds the secrets (tokens, database passwords): keep it like them. Prints its path.
// scripts/restore.mjs rebuilds a stack from it; docs/operations.md is the runbook.
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'libsql';
import { PG_BIN, startPostgres } from './scale/engines.mjs';
import { freePorts } from './free-port.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: { data: { type: 'string' }, out: { type: 'string' }, 'pg-port': { type: 'string' } },
});
const scaleDir = resolve(process.env.SCALE_DATA_DIR ?? join(root, '.data/scale'));
const dataDir = resolve(args.data ?? (existsSync(join(scaleDir, 'postgres/PG_VERSION')) ? scaleDir : join(root, 'cms/data')));
const kind = existsSync(join(dataDir, 'postgres/PG_VERSION')) ? 'scale' : 'embedded';
const outDir = resolve(args.out ?? join(root, 'backups'));
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const archive = join(outDir, `ecm-${kind}-${stamp}.tar.gz`);

function run(cmd, argv, env = {}) {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed (${r.status}):\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

const listening = (port) =>
  new Promise((ok) => {
    const s = createConnection({ port, host: '127.0.0.1' }, () => (s.end(), ok(true)));
    s.on('error', () => ok(false));
  });

const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'ecm-backup-'));
try {
  const manifest = { kind, created: new Date().toISOString(), source: dataDir, files: /** @type {string[]} */ ([]) };
  const cmsDir = kind === 'scale' ? join(dataDir, 'cms') : dataDir;
  mkdirSync(join(work, 'secrets'), { recursive: true });
  if (kind === 'scale') {
    const password = readFileSync(join(dataDir, 'db-password'), 'utf8').trim();
    const journalPassword = readFileSync(join(dataDir, 'journal-password'), 'utf8').trim();
    let port = Number(args['pg-port'] ?? process.env.POSTGRES_PORT ?? 55432);
    /** @type {{ stop: () => Promise<void> } | null} */
    let own = null;
    if (!(await listening(port))) {
      // The profile is stopped: its PostgreSQL is started on its folder for the dump alone.
      [port] = await freePorts(1);
      own = await startPostgres({ dir: join(dataDir, 'postgres'), port, password, journalPassword });
    }
    try {
      // Custom format: compressed, and pg_restore recreates tables, data, sequences and indexes in order.
      for (const [db, user, pw] of [
        ['directus', 'directus', password],
        ['site_journal', 'site_journal', journalPassword],
      ]) {
        run(join(PG_BIN, 'pg_dump'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, '-d', db, '-Fc', '-f', join(work, `${db}.dump`)], {
          PGPASSWORD: pw,
        });
        manifest.files.push(`${db}.dump`);
      }
    } finally {
      await own?.stop();
    }
    for (const f of ['db-password', 'journal-password']) cpSync(join(dataDir, f), join(work, 'secrets', f));
  } else {
    // `VACUUM INTO` writes, in one read transaction, a consistent copy of a database in use: every
    // committed transaction, those still in the WAL included (libsql has no online backup API).
    for (const f of ['directus.db', 'leads-journal.db']) {
      if (!existsSync(join(dataDir, f))) continue;
      const db = new Database(join(dataDir, f), { readonly: true });
      try {
        db.pragma('busy_timeout = 5000');
        db.prepare('vacuum into ?').run(join(work, f));
      } finally {
        db.close();
      }
      manifest.files.push(f);
    }
  }
  if (existsSync(join(cmsDir, 'uploads'))) cpSync(join(cmsDir, 'uploads'), join(work, 'uploads'), { recursive: true });
  if (existsSync(join(cmsDir, 'secrets.json'))) cpSync(join(cmsDir, 'secrets.json'), join(work, 'secrets', 'secrets.json'));
  writeFileSync(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
  mkdirSync(outDir, { recursive: true });
  run('tar', ['-czf', archive, '-C', work, '.']);
  chmodSync(archive, 0o600);
  console.log(`Backup of the ${kind} stack in ${dataDir} written in ${((Date.now() - started) / 1000).toFixed(1)} s:`);
  console.log(archive);
} finally {
  rmSync(work, { recursive: true, force: true });
}
