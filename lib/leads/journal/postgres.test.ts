/** @jest-environment node */
// The shared journal of the production profile on a real PostgreSQL (Debian's, as the profile runs
// it; scripts/install-scale.sh installs it): two journals on one database stand for two site
// instances. A key is unique across them, their drains never claim the same lead, and the leads a
// dead drain had claimed are taken up by the other once its lease runs out.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '@/scripts/scale/engines.mjs';
import { freePorts } from '@/scripts/free-port.mjs';
import { openPostgresJournal, LEASE_MS } from './postgres';
import type { LeadJournal, LeadRow } from './types';

const installed = existsSync('/usr/lib/postgresql/15/bin/postgres');
const dir = mkdtempSync(join(tmpdir(), 'ecm-pg-journal-'));
// PostgreSQL runs as its own user (as root) and must reach its folder inside.
chmodSync(dir, 0o711);
let pg: Awaited<ReturnType<typeof startPostgres>>;
let a: LeadJournal;
let b: LeadJournal;

const row = (key: string | null = null): LeadRow =>
  ({ id: crypto.randomUUID(), kind: 'question', idempotency_key: key, fields: {} }) as LeadRow;

(installed ? describe : describe.skip)('PostgreSQL lead journal', () => {
  beforeAll(async () => {
    const [port] = await freePorts(1);
    pg = await startPostgres({ dir: join(dir, 'pg'), port: port!, password: 'x', journalPassword: 'journal secret' });
    a = openPostgresJournal(pg.journalUrl!);
    b = openPostgresJournal(pg.journalUrl!);
  }, 60_000);
  afterAll(async () => {
    a?.close();
    b?.close();
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a key sent to both instances at once with one lead', async () => {
    const key = `k-${Date.now()}`;
    const results = await Promise.all([a.append(row(key)), b.append(row(key)), a.append(row(key)), b.append(row(key))]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await b.idForKey(key)).toBe(results[0]!.id);
    expect(await a.get(results[0]!.id)).toMatchObject({ delivered: false });
  });

  it('never gives one lead to two drains, and delivers each once', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 300; i++) ids.add((await (i % 2 ? a : b).append(row())).id);
    const seen: string[] = [];
    const drain = async (j: LeadJournal) => {
      for (;;) {
        const batch = await j.due(25);
        if (batch.length === 0) return;
        seen.push(...batch.map((e) => e.id));
        await j.delivered(batch.map((e) => e.id));
      }
    };
    // One drain per process (lib/leads/drain.ts): three processes' journals.
    const c = openPostgresJournal(pg.journalUrl!);
    await Promise.all([drain(a), drain(b), drain(c)]).finally(() => c.close());
    expect(seen.length).toBe(new Set(seen).size);
    for (const id of ids) expect(seen).toContain(id);
    expect(await a.backlog()).toEqual({ count: 0, oldestAcceptedAt: null });
  });

  it('hands the leads of a drain that died to another once its lease ran out', async () => {
    const { id } = await a.append(row());
    const claimed = await a.due(10);
    expect(claimed.map((e) => e.id)).toEqual([id]);
    expect(await b.due(10)).toEqual([]);
    // The claiming process itself takes them again at once (its try failed; it was not the one that died).
    expect((await a.due(10)).map((e) => e.id)).toEqual([id]);
    const later = Date.now() + LEASE_MS + 1000;
    expect((await b.due(10, later)).map((e) => e.id)).toEqual([id]);
    expect((await a.backlog()).count).toBe(1);
    await b.delivered([id]);
    expect(await a.due(10, later + LEASE_MS * 2)).toEqual([]);
  });

  it('keeps updates of a lead and applies each once', async () => {
    const { id } = await a.append(row());
    expect(await b.addUpdate(id, { comment: 'позже' })).toBe(true);
    expect(await a.dueUpdates(10)).toEqual([]); // not in Directus yet
    await a.delivered([id]);
    const [u] = await b.dueUpdates(10);
    expect(u).toMatchObject({ id, fields: { comment: 'позже' } });
    expect(await a.dueUpdates(10)).toEqual([]); // claimed by b
    await b.updateApplied(u!.seq);
    expect((await a.get(id))!.row.fields).toEqual({ comment: 'позже' });
    await a.probe();
  });

  it('keeps a lead’s file with it, in one commit, for any instance’s drain; lets its bytes go once the lead is in', async () => {
    const key = `f-${Date.now()}`;
    const lead = row(key);
    const file = { id: crypto.randomUUID(), leadId: lead.id, field: 'card', name: 'card.pdf', type: 'application/pdf' };
    const bytes = new Uint8Array(Buffer.from('%PDF-1.4 карточка'));
    expect(await a.append(lead, [{ ...file, bytes }])).toEqual({ id: lead.id, duplicate: false });
    // A repeat of the submission (same key) on the other instance journals no second file.
    const again = row(key);
    expect(await b.append(again, [{ ...file, id: crypto.randomUUID(), leadId: again.id, bytes }])).toEqual({
      id: lead.id,
      duplicate: true,
    });
    const [pending] = await b.pendingFiles(lead.id);
    expect(pending).toMatchObject(file);
    expect(Buffer.from(pending!.bytes).toString()).toBe('%PDF-1.4 карточка');
    expect(await b.pendingFiles(again.id)).toEqual([]);
    await b.fileUploaded(file.id);
    expect(await a.pendingFiles(lead.id)).toEqual([]);
    await a.delivered([lead.id]);
    await a.prune(Date.now() + 1);
    expect(await a.get(lead.id)).toBeNull();
  });
});
