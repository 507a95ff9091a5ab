// `npm run restore <archive>`: rebuilds a stack's folder from an archive of scripts/backup.mjs.
//
//   npm run restore -- backups/ecm-scale-….tar.gz                 into .data/scale (or SCALE_DATA_DIR)
//   npm run restore -- backups/ecm-embedded-….tar.gz              into cms/data
//   npm run restore -- <archive> --data DIR                       into another folder
//
// The target folder must be empty or absent: a stack is never overwritten in place (move the old
// folder aside first; docs/operations.md). For the production profile a new PostgreSQL cluster is
// made in it and both databases are loaded with pg_restore; then the stack starts as usual
// (`npm run start:scale`), Directus on the restored content and the drain delivering the journaled
// leads that were not yet in Directus when the backup was taken, each once (the lead's id is kept).
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PG_BIN, startPostgres } from './scale/engines.mjs';
import { freePorts } from './free-port.mjs';

const root = new URL('..', import.meta.url).pathname;
const { values: args, positionals } = parseArgs({ options: { data: { type: 'string' } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <archive.tar.gz> [--data DIR]');
  process.exit(2);
}
const archive = resolve(positionals[0]);

function run(cmd, argv, env = {}) {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed (${r.status}):\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'ecm-restore-'));
try {
  run('tar', ['-xzf', archive, '-C', work]);
  const manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8'));
  const kind = manifest.kind;
  const dataDir = resolve(
    args.data ?? (kind === 'scale' ? (process.env.SCALE_DATA_DIR ?? join(root, '.data/scale')) : join(root, 'cms/data')),
  );
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: move it aside (it may be the stack this archive should replace) and run again`);
  }
  mkdirSync(dataDir, { recursive: true });
  const cmsDir = kind === 'scale' ? join(dataDir, 'cms') : dataDir;
  mkdirSync(cmsDir, { recursive: true });
  if (existsSync(join(work, 'secrets/secrets.json'))) cpSync(join(work, 'secrets/secrets.json'), join(cmsDir, 'secrets.json'));
  if (existsSync(join(work, 'uploads'))) cpSync(join(work, 'uploads'), join(cmsDir, 'uploads'), { recursive: true });
  if (kind === 'scale') {
    chmodSync(dataDir, 0o711);
    for (const f of ['db-password', 'journal-password']) cpSync(join(work, 'secrets', f), join(dataDir, f));
    const password = readFileSync(join(dataDir, 'db-password'), 'utf8').trim();
    const journalPassword = readFileSync(join(dataDir, 'journal-password'), 'utf8').trim();
    const [port] = await freePorts(1);
    // A new cluster with the roles and empty databases the profile expects, then their content.
    const pg = await startPostgres({ dir: join(dataDir, 'postgres'), port, password, journalPassword });
    try {
      for (const [db, user, pw] of [
        ['directus', 'directus', password],
        ['site_journal', 'site_journal', journalPassword],
      ]) {
        run(
          join(PG_BIN, 'pg_restore'),
          ['-h', '127.0.0.1', '-p', String(port), '-U', user, '-d', db, '--no-owner', '--exit-on-error', join(work, `${db}.dump`)],
          { PGPASSWORD: pw },
        );
      }
    } finally {
      await pg.stop();
    }
  } else {
    for (const f of manifest.files) cpSync(join(work, f), join(dataDir, f));
  }
  console.log(
    `Restored the ${kind} stack of ${manifest.created} into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s; start it with ` +
      (kind === 'scale' ? '`npm run start:scale`' : '`npm start`'),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
