// The journal of the embedded default: one SQLite file on the site's disk, in WAL mode with
// synchronous=FULL, so that a committed append has been fsynced and survives a crash or a power
// cut. libsql (better-sqlite3's API, its binary shipped in an npm package: docs/adr/0017) is
// synchronous: an append costs one small fsync (well under a millisecond to a few on this machine),
// far cheaper than the Directus insert it takes off the answer's path.
import Database from 'libsql';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { JournalEntry, LeadFile, LeadJournal, LeadRow, LeadUpdate } from './types';

const SCHEMA = `
create table if not exists leads (
  seq integer primary key autoincrement,
  id text not null unique,
  idempotency_key text unique,
  row text not null,
  accepted_at integer not null,
  delivered_at integer,
  attempts integer not null default 0,
  next_attempt_at integer not null default 0,
  last_error text
);
create index if not exists leads_due on leads (delivered_at, next_attempt_at, seq);
create table if not exists lead_updates (
  seq integer primary key autoincrement,
  lead_id text not null references leads (id),
  fields text not null,
  applied_at integer
);
create index if not exists lead_updates_due on lead_updates (applied_at, seq);
create table if not exists probe (id integer primary key, at integer not null);
create table if not exists lead_files (
  id text primary key,
  lead_id text not null references leads (id),
  field text not null,
  name text not null,
  type text not null,
  bytes blob,
  uploaded_at integer
);
create index if not exists lead_files_lead on lead_files (lead_id);
`;

type Row = { id: string; row: string; accepted_at: number; attempts: number; delivered_at: number | null };

export function openSqliteJournal(file: string): LeadJournal {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // Another process (a second site instance on the same disk) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  /** A statement whose rows are of type R (libsql's types give a statement its parameters' type only). */
  const rows = <P extends unknown[], R>(sql: string) => {
    const statement = db.prepare<P>(sql);
    return { get: (...p: P) => statement.get(...p) as R | undefined, all: (...p: P) => statement.all(...p) as R[] };
  };

  const insert = db.prepare(
    'insert into leads (id, idempotency_key, row, accepted_at) values (?, ?, ?, ?) on conflict (idempotency_key) do nothing',
  );
  const byKey = rows<[string], { id: string }>('select id from leads where idempotency_key = ?');
  const byId = rows<[string], Row>('select id, row, accepted_at, attempts, delivered_at from leads where id = ?');
  const dueStmt = rows<[number, number], Row>(
    'select id, row, accepted_at, attempts, delivered_at from leads where delivered_at is null and next_attempt_at <= ? order by seq limit ?',
  );
  const markDelivered = db.prepare('update leads set delivered_at = ?, last_error = null where id = ? and delivered_at is null');
  const insertFile = db.prepare('insert into lead_files (id, lead_id, field, name, type, bytes) values (?, ?, ?, ?, ?, ?)');
  const insertStepFile = db.prepare(
    'insert into lead_files (id, lead_id, field, name, type, bytes) values (?, ?, ?, ?, ?, ?) on conflict (id) do nothing',
  );
  const pendingFilesStmt = rows<[string], { id: string; lead_id: string; field: string; name: string; type: string; bytes: ArrayBuffer }>(
    'select id, lead_id, field, name, type, bytes from lead_files where lead_id = ? and uploaded_at is null and bytes is not null order by rowid',
  );
  const markUploaded = db.prepare('update lead_files set uploaded_at = ? where id = ?');
  // In Directus now: the copy here is only dead weight (the row keeps what the lead says about it).
  // A file of a later step not uploaded yet keeps its bytes: its update uploads it (lib/leads/drain.ts).
  const dropBytes = db.prepare('update lead_files set bytes = null where lead_id = ? and uploaded_at is not null');
  const pruneFiles = db.prepare(
    'delete from lead_files where (uploaded_at is not null or bytes is null) and lead_id in (select id from leads where delivered_at < ?)',
  );
  const postponeStmt = db.prepare('update leads set attempts = attempts + 1, last_error = ?, next_attempt_at = ? where id = ?');
  const setRow = db.prepare('update leads set row = ? where id = ?');
  const insertUpdate = db.prepare('insert into lead_updates (lead_id, fields) values (?, ?)');
  const dueUpdatesStmt = rows<[number], { seq: number; lead_id: string; fields: string; row: string }>(
    `select u.seq, u.lead_id, u.fields, l.row from lead_updates u join leads l on l.id = u.lead_id
     where u.applied_at is null and l.delivered_at is not null order by u.seq limit ?`,
  );
  const markApplied = db.prepare('update lead_updates set applied_at = ? where seq = ?');
  const pruneUpdates = db.prepare(
    'delete from lead_updates where applied_at is not null and lead_id in (select id from leads where delivered_at < ?)',
  );
  const pruneLeads = db.prepare(
    'delete from leads where delivered_at < ? and not exists (select 1 from lead_updates u where u.lead_id = leads.id)',
  );

  const backlogStmt = rows<[], { count: number; oldest: number | null }>(
    'select count(*) as count, min(accepted_at) as oldest from leads where delivered_at is null',
  );
  const probeStmt = db.prepare('insert into probe (id, at) values (1, ?) on conflict (id) do update set at = excluded.at');

  const entry = (r: Row): JournalEntry => ({
    id: r.id,
    row: JSON.parse(r.row) as LeadRow,
    acceptedAt: r.accepted_at,
    attempts: r.attempts,
  });

  const append = db.transaction((row: LeadRow, files: readonly LeadFile[]) => {
    const key = row.idempotency_key ?? null;
    const { changes } = insert.run(row.id, key, JSON.stringify(row), Date.now());
    if (changes === 1) {
      for (const f of files) insertFile.run(f.id, row.id, f.field, f.name, f.type, Buffer.from(f.bytes));
      return { id: row.id, duplicate: false };
    }
    return { id: byKey.get(key!)!.id, duplicate: true };
  });
  const addUpdate = db.transaction((id: string, fields: Record<string, unknown>, files: readonly LeadFile[]) => {
    const found = byId.get(id);
    if (!found) return false;
    // A later step's files are committed with the update that names them, as step 1's with its lead;
    // the same file sent again (a retried step: same id, form-route.ts) is kept once.
    for (const f of files) insertStepFile.run(f.id, id, f.field, f.name, f.type, Buffer.from(f.bytes));
    const row = JSON.parse(found.row) as LeadRow;
    const merged = { ...(row.fields as Record<string, unknown>), ...fields };
    setRow.run(JSON.stringify({ ...row, fields: merged }), id);
    // Applied once the lead is in Directus. Also for a lead still waiting: the drain may be sending
    // its old row right now; applying the same fields twice changes nothing.
    insertUpdate.run(id, JSON.stringify(fields));
    return true;
  });
  const delivered = db.transaction((ids: readonly string[]) => {
    const now = Date.now();
    for (const id of ids) {
      markDelivered.run(now, id);
      dropBytes.run(id);
    }
  });

  return {
    append: async (row, files = []) => append(row, files),
    pendingFiles: async (leadId) =>
      pendingFilesStmt
        .all(leadId)
        .map((f) => ({ id: f.id, leadId: f.lead_id, field: f.field, name: f.name, type: f.type, bytes: new Uint8Array(f.bytes) })),
    async fileUploaded(id) {
      markUploaded.run(Date.now(), id);
    },
    idForKey: async (key) => byKey.get(key)?.id ?? null,
    async get(id) {
      const r = byId.get(id);
      return r ? { row: JSON.parse(r.row) as LeadRow, acceptedAt: r.accepted_at, delivered: r.delivered_at !== null } : null;
    },
    due: async (limit, now = Date.now()) => dueStmt.all(now, limit).map(entry),
    delivered: async (ids) => delivered(ids),
    async postpone(id, error, until) {
      postponeStmt.run(error.slice(0, 1000), until, id);
    },
    addUpdate: async (id, fields, files = []) => addUpdate(id, fields, files),
    dueUpdates: async (limit): Promise<LeadUpdate[]> =>
      dueUpdatesStmt.all(limit).map((u) => ({
        seq: u.seq,
        id: u.lead_id,
        fields: JSON.parse(u.fields) as Record<string, unknown>,
        row: JSON.parse(u.row) as LeadRow,
      })),
    async updateApplied(seq) {
      markApplied.run(Date.now(), seq);
    },
    async prune(deliveredBefore) {
      pruneFiles.run(deliveredBefore);
      pruneUpdates.run(deliveredBefore);
      pruneLeads.run(deliveredBefore);
    },
    async backlog() {
      const r = backlogStmt.get()!;
      return { count: r.count, oldestAcceptedAt: r.oldest };
    },
    async probe() {
      probeStmt.run(Date.now());
    },
    close: () => db.close(),
  };
}
