/** @jest-environment node */
// The embedded default's journal on one SQLite file, through libsql (docs/adr/0017): what it
// promises on a real file. An acknowledged append survives the process being killed right after it;
// one append is one transaction (its lead and its files, or neither); two site instances on one
// disk share the file; and `npm run backup` copies the leads still waiting, also those only in the
// write-ahead log, while the site keeps the file open.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { openSqliteJournal } from './sqlite';
import type { LeadJournal, LeadRow } from './types';

const root = join(__dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'ecm-sqlite-journal-'));
const journalFile = join(dir, 'leads-journal.db');
let a: LeadJournal;
let b: LeadJournal;

const row = (key: string | null = null, email = 'a@example.com'): LeadRow =>
  ({ id: crypto.randomUUID(), kind: 'question', idempotency_key: key, email, fields: {} }) as LeadRow;

/** Reads the file on its own connection, the way an operator or a backup would. */
function read<T>(path: string, sql: string, ...params: unknown[]): T {
  const db = new Database(path);
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

beforeAll(() => {
  a = openSqliteJournal(journalFile);
  b = openSqliteJournal(journalFile);
});
afterAll(() => {
  a?.close();
  b?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SQLite lead journal', () => {
  it('keeps the file in WAL mode', () => {
    expect(read<{ journal_mode: string }>(journalFile, 'pragma journal_mode').journal_mode).toBe('wal');
  });

  it('keeps an acknowledged lead when its process is killed (SIGKILL) right after the append returned', async () => {
    const crashFile = join(dir, 'crash.db');
    const script = join(dir, 'append.ts');
    writeFileSync(
      script,
      `import { openSqliteJournal } from ${JSON.stringify(join(__dirname, 'sqlite'))};
       const j = openSqliteJournal(${JSON.stringify(crashFile)});
       void j.append({ id: process.argv[2], kind: 'question', idempotency_key: null, fields: {} } as never).then(() => {
         process.stdout.write('acknowledged\\n');
         setInterval(() => {}, 1000);
       });`,
    );
    const id = crypto.randomUUID();
    const child = spawn(process.execPath, [join(root, 'node_modules/jiti/lib/jiti-cli.mjs'), script, id], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        if (String(d).includes('acknowledged')) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', (code) => (code === 0 ? null : reject(new Error(`the appending process exited with ${code}`))));
    });
    await new Promise((r) => child.on('exit', r));
    const after = openSqliteJournal(crashFile);
    try {
      expect(await after.get(id)).toMatchObject({ delivered: false });
      expect((await after.due(10)).map((e) => e.id)).toEqual([id]);
    } finally {
      after.close();
    }
  }, 60_000);

  it('answers a key sent to both instances with one lead', async () => {
    const key = `k-${Date.now()}`;
    const first = await a.append(row(key));
    expect(first.duplicate).toBe(false);
    expect(await b.append(row(key))).toEqual({ id: first.id, duplicate: true });
    expect(await b.idForKey(key)).toBe(first.id);
  });

  it('stores a lead and its files in one transaction: a failing file leaves no lead behind', async () => {
    const lead = row();
    const file = { id: crypto.randomUUID(), leadId: lead.id, field: 'card', name: 'card.pdf', type: 'application/pdf' };
    const bytes = new Uint8Array(Buffer.from('%PDF-1.4 карточка'));
    await a.append(lead, [{ ...file, bytes }]);
    const [pending] = await b.pendingFiles(lead.id);
    expect(pending).toMatchObject(file);
    expect(Buffer.from(pending!.bytes).toString()).toBe('%PDF-1.4 карточка');
    // The same file id again breaks the second insert of the transaction: the lead goes with it.
    const other = row();
    await expect(a.append(other, [{ ...file, leadId: other.id, bytes }])).rejects.toThrow();
    expect(await a.get(other.id)).toBeNull();
    expect(read<{ n: number }>(journalFile, 'select count(*) as n from leads where id = ?', other.id).n).toBe(0);
    await a.fileUploaded(file.id);
    await a.delivered([lead.id]);
    expect(await b.pendingFiles(lead.id)).toEqual([]);
  });

  it('is copied by `npm run backup`, with the leads still in the write-ahead log, while the site holds it open', async () => {
    const waiting = await a.append(row(null, 'backup@example.com'));
    const data = join(dir, 'stack');
    mkdirSync(data);
    const live = openSqliteJournal(join(data, 'leads-journal.db'));
    try {
      for (let i = 0; i < 20; i++) await live.append(row(null, `b${i}@example.com`));
      const { id } = await live.append(row(null, 'last@example.com'));
      // Not yet checkpointed into the database file: only the write-ahead log has them.
      expect(statSync(join(data, 'leads-journal.db-wal')).size).toBeGreaterThan(0);
      const out = join(dir, 'backups');
      const r = spawnSync(process.execPath, ['scripts/backup.mjs', '--data', data, '--out', out], { cwd: root, encoding: 'utf8' });
      expect(r.stderr + String(r.status)).toBe('0');
      const [archive] = readdirSync(out);
      const unpacked = join(dir, 'unpacked');
      mkdirSync(unpacked);
      expect(spawnSync('tar', ['-xzf', join(out, archive!), '-C', unpacked]).status).toBe(0);
      const copy = join(unpacked, 'leads-journal.db');
      expect(read<{ n: number }>(copy, 'select count(*) as n from leads where delivered_at is null').n).toBe(21);
      expect(read<Record<string, string>>(copy, 'pragma integrity_check').integrity_check).toBe('ok');
      const restored = openSqliteJournal(copy);
      try {
        expect(await restored.get(id)).toMatchObject({ delivered: false });
      } finally {
        restored.close();
      }
    } finally {
      live.close();
    }
    expect(await a.get(waiting.id)).toMatchObject({ delivered: false });
  }, 60_000);
});
