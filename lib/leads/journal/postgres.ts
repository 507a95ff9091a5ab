// The journal of the production profile: one PostgreSQL table shared by every site instance, so
// that no acknowledged lead lives on one instance's disk. An append is answered once PostgreSQL has
// committed it (synchronous_commit on, its default: the commit record is fsynced); an instance that
// dies at any moment, disk included, loses nothing the visitor was told was saved.
//
// Any instance drains: `due` claims a batch with FOR UPDATE SKIP LOCKED and marks it leased for
// LEASE_MS, so two drains never send the same leads at once, and the leads of a drain that died
// mid-batch are taken up by another once the lease runs out. A lead sent twice anyway (a lease ran
// out while a slow Directus still worked on it) meets its own id there: the drain's resend rule
// (lib/leads/drain.ts) makes it exactly once.
//
// The idempotency key is a unique column of this one table: a retry on any instance gets the id of
// the first submission.
//
// Its own database (`site_journal`, owned by the role the site connects as), not a schema inside
// Directus' database: Directus' role cannot read or change the journal and the site's role cannot
// touch Directus' tables (least privilege both ways); `directus schema apply` and Directus'
// migrations never see it; and it can be dumped, restored or moved to another server on its own.
// It stays in the same PostgreSQL cluster, so it shares its durability, replication and backups.
import { randomUUID } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import type { JournalEntry, LeadJournal, LeadRow, LeadUpdate } from './types';

/** How long a drain owns the leads it claimed: three times the Directus request time-out (lib/cms/client.ts). */
export const LEASE_MS = 30_000;

const SCHEMA = `
create table if not exists leads (
  seq bigserial primary key,
  id text not null unique,
  idempotency_key text unique,
  row jsonb not null,
  accepted_at bigint not null,
  delivered_at bigint,
  attempts integer not null default 0,
  next_attempt_at bigint not null default 0,
  last_error text,
  claimed_by text,
  claimed_until bigint
);
create index if not exists leads_undelivered on leads (seq) where delivered_at is null;
create table if not exists lead_updates (
  seq bigserial primary key,
  lead_id text not null references leads (id),
  fields jsonb not null,
  applied_at bigint,
  claimed_by text,
  claimed_until bigint
);
create index if not exists lead_updates_unapplied on lead_updates (seq) where applied_at is null;
create table if not exists probe (id integer primary key, at bigint not null);
create table if not exists lead_files (
  id text primary key,
  lead_id text not null references leads (id),
  field text not null,
  name text not null,
  type text not null,
  bytes bytea,
  uploaded_at bigint,
  seq bigserial
);
create index if not exists lead_files_lead on lead_files (lead_id);
`;

type Row = { id: string; row: LeadRow; accepted_at: string; attempts: number };

/** The journal on the database at `url` (postgres://user:password@host:port/database). */
export function openPostgresJournal(url: string): LeadJournal {
  // A few connections per instance: appends are single statements, the drain holds one at a time.
  const pool = new Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle connection PostgreSQL dropped (a restart) is replaced on the next query; without a
  // listener its error would end the process.
  pool.on('error', (e) => console.error(`Lead journal: PostgreSQL connection lost: ${e.message}`));
  // This process' claims: its own expired or not, the drain takes them again after a failed try.
  const me = randomUUID();

  let ready: Promise<void> | null = null;
  const init = () =>
    (ready ??= (async () => {
      const c = await pool.connect();
      try {
        // Two instances starting together would race on `create table if not exists`.
        await c.query('begin');
        await c.query('select pg_advisory_xact_lock(7104315)');
        await c.query(SCHEMA);
        await c.query('commit');
      } catch (e) {
        await c.query('rollback').catch(() => {});
        throw e;
      } finally {
        c.release();
      }
    })().catch((e: unknown) => {
      ready = null; // tried again on the next call
      throw e;
    }));

  async function q<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    await init();
    return (await pool.query<T>(sql, params)).rows;
  }
  async function tx<T>(work: (c: PoolClient) => Promise<T>): Promise<T> {
    await init();
    const c = await pool.connect();
    try {
      await c.query('begin');
      const result = await work(c);
      await c.query('commit');
      return result;
    } catch (e) {
      await c.query('rollback').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }

  const entry = (r: Row): JournalEntry => ({ id: r.id, row: r.row, acceptedAt: Number(r.accepted_at), attempts: r.attempts });

  return {
    async append(row, files = []) {
      const key = row.idempotency_key ?? null;
      const insertLead = `insert into leads (id, idempotency_key, row, accepted_at) values ($1, $2, $3, $4)
         on conflict (idempotency_key) do nothing returning id`;
      const values = [row.id, key, JSON.stringify(row), Date.now()];
      // The lead and its files are committed together: an acknowledged lead never lacks its file.
      // Without files, one statement (no transaction's round trips on the common path).
      const inserted =
        files.length === 0
          ? await q<{ id: string }>(insertLead, values)
          : await tx(async (c) => {
              const { rows } = await c.query<{ id: string }>(insertLead, values);
              if (rows.length === 1)
                for (const f of files)
                  await c.query('insert into lead_files (id, lead_id, field, name, type, bytes) values ($1, $2, $3, $4, $5, $6)', [
                    f.id,
                    row.id,
                    f.field,
                    f.name,
                    f.type,
                    Buffer.from(f.bytes),
                  ]);
              return rows;
            });
      if (inserted.length === 1) return { id: row.id, duplicate: false };
      // The key's first lead: committed by another instance (the conflict waited for its commit).
      const [first] = await q<{ id: string }>('select id from leads where idempotency_key = $1', [key]);
      return { id: first!.id, duplicate: true };
    },
    async idForKey(key) {
      const [r] = await q<{ id: string }>('select id from leads where idempotency_key = $1', [key]);
      return r?.id ?? null;
    },
    async get(id) {
      const [r] = await q<{ row: LeadRow; accepted_at: string; delivered_at: string | null }>(
        'select row, accepted_at, delivered_at from leads where id = $1',
        [id],
      );
      return r ? { row: r.row, acceptedAt: Number(r.accepted_at), delivered: r.delivered_at !== null } : null;
    },
    async due(limit, now = Date.now()) {
      const rows = await q<Row>(
        `update leads set claimed_by = $1, claimed_until = $2
         where seq in (
           select seq from leads
           where delivered_at is null and next_attempt_at <= $3
             and (claimed_until is null or claimed_until < $3 or claimed_by = $1)
           order by seq limit $4
           for update skip locked)
         returning id, row, accepted_at, attempts, seq`,
        [me, now + LEASE_MS, now, limit],
      );
      return (rows as (Row & { seq: string })[]).sort((a, b) => Number(a.seq) - Number(b.seq)).map(entry);
    },
    async pendingFiles(leadId) {
      const rows = await q<{ id: string; lead_id: string; field: string; name: string; type: string; bytes: Buffer }>(
        'select id, lead_id, field, name, type, bytes from lead_files where lead_id = $1 and uploaded_at is null and bytes is not null order by seq',
        [leadId],
      );
      return rows.map((f) => ({ id: f.id, leadId: f.lead_id, field: f.field, name: f.name, type: f.type, bytes: new Uint8Array(f.bytes) }));
    },
    async fileUploaded(id) {
      await q('update lead_files set uploaded_at = $1 where id = $2', [Date.now(), id]);
    },
    async delivered(ids) {
      if (ids.length === 0) return;
      await q(
        'update leads set delivered_at = $1, last_error = null, claimed_by = null, claimed_until = null where id = any($2) and delivered_at is null',
        [Date.now(), [...ids]],
      );
      // In Directus now: the copy here is only dead weight. A later step's file not uploaded yet
      // keeps its bytes: its update uploads it (lib/leads/drain.ts).
      await q('update lead_files set bytes = null where lead_id = any($1) and uploaded_at is not null', [[...ids]]);
    },
    async postpone(id, error, until) {
      await q(
        'update leads set attempts = attempts + 1, last_error = $1, next_attempt_at = $2, claimed_by = null, claimed_until = null where id = $3',
        [error.slice(0, 1000), until, id],
      );
    },
    addUpdate: (id, fields, files = []) =>
      tx(async (c) => {
        const { rows } = await c.query<{ row: LeadRow }>('select row from leads where id = $1 for update', [id]);
        const found = rows[0];
        if (!found) return false;
        // A later step's files are committed with the update that names them, as step 1's with its lead;
        // the same file sent again (a retried step: same id, form-route.ts) is kept once.
        for (const f of files)
          await c.query(
            'insert into lead_files (id, lead_id, field, name, type, bytes) values ($1, $2, $3, $4, $5, $6) on conflict (id) do nothing',
            [f.id, id, f.field, f.name, f.type, Buffer.from(f.bytes)],
          );
        const merged = { ...(found.row.fields as Record<string, unknown>), ...fields };
        await c.query('update leads set row = $1 where id = $2', [JSON.stringify({ ...found.row, fields: merged }), id]);
        // Applied once the lead is in Directus, as in the SQLite journal.
        await c.query('insert into lead_updates (lead_id, fields) values ($1, $2)', [id, JSON.stringify(fields)]);
        return true;
      }),
    async dueUpdates(limit): Promise<LeadUpdate[]> {
      const now = Date.now();
      const rows = await q<{ seq: string; lead_id: string; fields: Record<string, unknown>; row: LeadRow }>(
        `with claimed as (
           update lead_updates set claimed_by = $1, claimed_until = $2
           where seq in (
             select u.seq from lead_updates u join leads l on l.id = u.lead_id
             where u.applied_at is null and l.delivered_at is not null
               and (u.claimed_until is null or u.claimed_until < $3 or u.claimed_by = $1)
             order by u.seq limit $4
             for update of u skip locked)
           returning seq, lead_id, fields)
         select c.seq, c.lead_id, c.fields, l.row from claimed c join leads l on l.id = c.lead_id order by c.seq`,
        [me, now + LEASE_MS, now, limit],
      );
      return rows.map((u) => ({ seq: Number(u.seq), id: u.lead_id, fields: u.fields, row: u.row }));
    },
    async updateApplied(seq) {
      await q('update lead_updates set applied_at = $1, claimed_by = null, claimed_until = null where seq = $2', [Date.now(), seq]);
    },
    async prune(deliveredBefore) {
      await tx(async (c) => {
        await c.query(
          'delete from lead_files where (uploaded_at is not null or bytes is null) and lead_id in (select id from leads where delivered_at < $1)',
          [deliveredBefore],
        );
        await c.query(
          'delete from lead_updates where applied_at is not null and lead_id in (select id from leads where delivered_at < $1)',
          [deliveredBefore],
        );
        await c.query(
          'delete from leads where delivered_at < $1 and not exists (select 1 from lead_updates u where u.lead_id = leads.id)',
          [deliveredBefore],
        );
      });
    },
    async backlog() {
      const [r] = await q<{ count: string; oldest: string | null }>(
        'select count(*) as count, min(accepted_at) as oldest from leads where delivered_at is null',
      );
      return { count: Number(r!.count), oldestAcceptedAt: r!.oldest === null ? null : Number(r!.oldest) };
    },
    async probe() {
      await q('insert into probe (id, at) values (1, $1) on conflict (id) do update set at = excluded.at', [Date.now()]);
    },
    close: () => void pool.end(),
  };
}
