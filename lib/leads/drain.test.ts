/** @jest-environment node */
// The drain against a real journal file and a scripted Directus: what it marks delivered, resends,
// postpones, and what it leaves alone while Directus is away.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteJournal } from './journal/sqlite';
import type { LeadJournal, LeadRow } from './journal/types';
import { CmsError } from '@/lib/cms/client';
import { drainOnce, drainUpdates } from './drain';
import { metrics } from '@/lib/http/metrics';

/** site_leads_delivered_total as a scrape would read it. */
const deliveredCount = async () => (await metrics().leadsDelivered.get()).values.reduce((sum, v) => sum + v.value, 0);

/** What Directus holds, and how it answers a create; `beforeCreate` is what happens meanwhile elsewhere. */
const mockDirectus = {
  ids: new Set<string>(),
  down: false,
  refuse: new Set<string>(),
  creates: [] as string[][],
  beforeCreate: null as ((ids: string[]) => void) | null,
  /** Files Directus holds (by id), what each upload sent, and files it refuses. */
  files: new Set<string>(),
  uploads: [] as string[],
  refuseFiles: new Set<string>(),
  /** Links of lead files (`lead:file`) and field updates applied. */
  links: new Set<string>(),
  updates: 0,
};

jest.mock('@/lib/cms/write', () => {
  const actual = jest.requireActual('@/lib/cms/write');
  const { CmsError: Failure } = jest.requireActual('@/lib/cms/client');
  return {
    ...actual,
    createLeads: jest.fn(async (rows: { id: string }[]) => {
      if (mockDirectus.down) throw new Failure('network', 'CMS unreachable');
      mockDirectus.beforeCreate?.(rows.map((r) => r.id));
      mockDirectus.creates.push(rows.map((r) => r.id));
      const taken = rows.find((r) => mockDirectus.ids.has(r.id));
      if (taken) throw new Failure('validation', 'not unique', { status: 400, code: 'RECORD_NOT_UNIQUE', field: 'id' });
      if (rows.some((r) => mockDirectus.refuse.has(r.id)))
        throw new Failure('validation', 'invalid', { status: 400, code: 'INVALID_PAYLOAD' });
      for (const r of rows) mockDirectus.ids.add(r.id);
    }),
    existingLeadIds: jest.fn(async (ids: string[]) => new Set(ids.filter((id) => mockDirectus.ids.has(id)))),
    // As write.ts' uploadLeadFile: an id Directus has already is the same file, not a second one.
    uploadLeadFile: jest.fn(async (f: { id: string }) => {
      if (mockDirectus.down) throw new Failure('network', 'CMS unreachable');
      mockDirectus.uploads.push(f.id);
      if (mockDirectus.refuseFiles.has(f.id)) throw new Failure('validation', 'invalid file', { status: 400, code: 'INVALID_PAYLOAD' });
      mockDirectus.files.add(f.id);
    }),
    // As write.ts' linkLeadFiles: a link the lead has already is not made again.
    linkLeadFiles: jest.fn(async (leadId: string, fileIds: string[]) => {
      if (mockDirectus.down) throw new Failure('network', 'CMS unreachable');
      for (const id of fileIds) mockDirectus.links.add(`${leadId}:${id}`);
    }),
    leadCall: jest.fn(async () => {
      if (mockDirectus.down) throw new Failure('network', 'CMS unreachable');
      mockDirectus.updates += 1;
    }),
  };
});
jest.mock('./crm', () => ({ deliverNow: jest.fn(async () => undefined), crmEnabled: () => false }));

let dir: string;
let journal: LeadJournal;
const row = (i: number): LeadRow =>
  ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    kind: 'question',
    fields: {},
    idempotency_key: `key-${i}-abcdef`,
  }) as LeadRow;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'drain-'));
  journal = openSqliteJournal(join(dir, 'journal.db'));
  Object.assign(mockDirectus, {
    ...{ ids: new Set(), down: false, refuse: new Set(), creates: [], beforeCreate: null },
    ...{ files: new Set(), uploads: [], refuseFiles: new Set(), links: new Set(), updates: 0 },
  });
});
afterEach(() => {
  journal.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('lead drain', () => {
  it('sends journaled leads as one batch and forgets nothing while Directus is down', async () => {
    for (let i = 1; i <= 3; i++) await journal.append(row(i));
    mockDirectus.down = true;
    await expect(drainOnce(journal)).rejects.toThrow(CmsError);
    expect(await journal.due(10)).toHaveLength(3);
    mockDirectus.down = false;
    expect(await drainOnce(journal)).toBe(3);
    expect(mockDirectus.creates).toEqual([[row(1).id, row(2).id, row(3).id]]);
    expect(await journal.due(10)).toHaveLength(0);
    expect(await drainOnce(journal)).toBe(0);
  });

  it('after a crash between insert and bookkeeping, marks what Directus has and resends only the rest', async () => {
    for (let i = 1; i <= 3; i++) await journal.append(row(i));
    mockDirectus.ids.add(row(2).id); // sent by the previous process, which died before recording it
    expect(await drainOnce(journal)).toBe(1);
    expect(await drainOnce(journal)).toBe(2);
    expect(mockDirectus.creates.at(-1)).toEqual([row(1).id, row(3).id]);
    expect([...mockDirectus.ids].sort()).toEqual([row(1).id, row(2).id, row(3).id]);
    expect(await journal.due(10)).toHaveLength(0);
  });

  it('keeps a lead Directus refuses for a later try without holding up the others', async () => {
    for (let i = 1; i <= 3; i++) await journal.append(row(i));
    mockDirectus.refuse.add(row(2).id);
    await drainOnce(journal);
    expect([...mockDirectus.ids].sort()).toEqual([row(1).id, row(3).id]);
    expect(await journal.due(10)).toHaveLength(0);
    const later = await journal.due(10, Date.now() + 3600_000);
    expect(later.map((e) => e.id)).toEqual([row(2).id]);
  });

  it('journals one lead per Idempotency-Key', async () => {
    expect(await journal.append(row(1))).toEqual({ id: row(1).id, duplicate: false });
    expect(await journal.append({ ...row(2), idempotency_key: row(1).idempotency_key })).toEqual({ id: row(1).id, duplicate: true });
    expect(await journal.idForKey(row(1).idempotency_key!)).toBe(row(1).id);
  });

  it('counts every lead it marks delivered, whichever way it reached Directus', async () => {
    const before = await deliveredCount();
    // Batch refused (lead 4 is invalid) and none of them in Directus yet: one at a time. Meanwhile
    // another instance, whose lease on lead 1 ran out, stores it; lead 3 repeats a submission
    // Directus holds under another id (another journal took the same Idempotency-Key).
    for (let i = 1; i <= 4; i++) await journal.append(row(i));
    mockDirectus.refuse.add(row(4).id);
    mockDirectus.beforeCreate = (ids) => {
      if (ids.length === 1 && ids[0] === row(1).id) mockDirectus.ids.add(row(1).id);
      if (ids.length === 1 && ids[0] === row(3).id)
        throw new CmsError('validation', 'not unique', {
          status: 400,
          code: 'RECORD_NOT_UNIQUE',
          field: 'idempotency_key',
        });
    };
    expect(await drainOnce(journal)).toBe(4);
    expect(await journal.due(10)).toHaveLength(0); // lead 4 postponed
    // 1 (found there), 2 (sent), 3 (a repeat): every one that left the queue for Directus.
    expect((await deliveredCount()) - before).toBe(3);
    // The batch paths: sent together, and found there after a crash.
    for (let i = 5; i <= 7; i++) await journal.append(row(i));
    mockDirectus.ids.add(row(6).id);
    mockDirectus.beforeCreate = null;
    expect(await drainOnce(journal)).toBe(1);
    expect(await drainOnce(journal)).toBe(2);
    expect((await deliveredCount()) - before).toBe(6);
  });

  describe('a lead with files', () => {
    const FILE_ID = '10000000-0000-4000-8000-000000000001';
    const withFile = (i: number): LeadRow => ({ ...row(i), files: [{ directus_files_id: FILE_ID }] });
    const file = (i: number) => ({
      id: FILE_ID,
      leadId: row(i).id,
      field: 'card',
      name: 'card.pdf',
      type: 'application/pdf',
      bytes: new Uint8Array(Buffer.from('%PDF-1.4')),
    });

    it('uploads the file before the lead that links it, once, and lets its bytes go when the lead is in', async () => {
      await journal.append(withFile(1), [file(1)]);
      await journal.append(row(2));
      expect((await journal.pendingFiles(row(1).id)).map((f) => Buffer.from(f.bytes).toString())).toEqual(['%PDF-1.4']);
      mockDirectus.beforeCreate = (ids) => {
        if (ids.includes(row(1).id)) expect(mockDirectus.files.has(FILE_ID)).toBe(true);
      };
      expect(await drainOnce(journal)).toBe(2);
      expect(mockDirectus.uploads).toEqual([FILE_ID]);
      expect(await journal.pendingFiles(row(1).id)).toEqual([]);
    });

    it('does not upload again a file noted as uploaded, when the lead itself failed', async () => {
      await journal.append(withFile(1), [file(1)]);
      mockDirectus.beforeCreate = () => {
        throw new CmsError('network', 'CMS unreachable');
      };
      await expect(drainOnce(journal)).rejects.toThrow(CmsError);
      mockDirectus.beforeCreate = null;
      expect(await drainOnce(journal)).toBe(1);
      expect(mockDirectus.uploads).toEqual([FILE_ID]);
      expect(mockDirectus.ids.has(row(1).id)).toBe(true);
    });

    it('keeps the lead and its file while Directus is down or refuses the file, without holding up the others', async () => {
      await journal.append(withFile(1), [file(1)]);
      await journal.append(row(2));
      mockDirectus.down = true;
      await expect(drainOnce(journal)).rejects.toThrow(CmsError);
      mockDirectus.down = false;
      mockDirectus.refuseFiles.add(FILE_ID);
      expect(await drainOnce(journal)).toBe(1);
      expect([...mockDirectus.ids]).toEqual([row(2).id]);
      const later = await journal.due(10, Date.now() + 3600_000);
      expect(later.map((e) => e.id)).toEqual([row(1).id]);
      expect(await journal.pendingFiles(row(1).id)).toHaveLength(1);
    });

    it('journals no file for a repeat of a submission (same Idempotency-Key)', async () => {
      await journal.append(withFile(1), [file(1)]);
      const again = await journal.append({ ...withFile(2), idempotency_key: row(1).idempotency_key }, [
        { ...file(2), id: '10000000-0000-4000-8000-000000000002' },
      ]);
      expect(again).toEqual({ id: row(1).id, duplicate: true });
      expect(await journal.pendingFiles(row(2).id)).toEqual([]);
    });
  });

  describe('a later step’s file (an update of a lead)', () => {
    const FILE_ID = '20000000-0000-4000-8000-000000000001';
    const scan = {
      id: FILE_ID,
      leadId: row(1).id,
      field: 'scan',
      name: 'scan.pdf',
      type: 'application/pdf',
      bytes: new Uint8Array(Buffer.from('%PDF-1.7')),
    };
    const fields = { company: 'ООО Ромашка', scan: { file: FILE_ID, name: 'scan.pdf', type: 'application/pdf', size: 8 } };

    it('is journaled with the update, kept while the lead is delivered, then uploaded and linked once', async () => {
      await journal.append(row(1));
      // Step 2 comes before the drain took step 1: the lead's delivery must not let the file go.
      expect(await journal.addUpdate(row(1).id, fields, [scan])).toBe(true);
      expect(await drainOnce(journal)).toBe(1);
      expect(mockDirectus.uploads).toEqual([]);
      expect((await journal.pendingFiles(row(1).id)).map((f) => f.id)).toEqual([FILE_ID]);
      expect(await drainUpdates(journal)).toBe(1);
      expect(mockDirectus.uploads).toEqual([FILE_ID]);
      expect([...mockDirectus.links]).toEqual([`${row(1).id}:${FILE_ID}`]);
      expect(mockDirectus.updates).toBe(1);
      expect(await journal.pendingFiles(row(1).id)).toEqual([]);
      expect(await drainUpdates(journal)).toBe(0);
    });

    it('keeps the update and its file while Directus is down', async () => {
      await journal.append(row(1));
      await drainOnce(journal);
      await journal.addUpdate(row(1).id, fields, [scan]);
      mockDirectus.down = true;
      await expect(drainUpdates(journal)).rejects.toThrow(CmsError);
      expect(await journal.pendingFiles(row(1).id)).toHaveLength(1);
      mockDirectus.down = false;
      expect(await drainUpdates(journal)).toBe(1);
      expect([...mockDirectus.links]).toEqual([`${row(1).id}:${FILE_ID}`]);
    });

    it('keeps a file sent again with a retried step once (the same id), and links it once', async () => {
      await journal.append(row(1));
      await drainOnce(journal);
      await journal.addUpdate(row(1).id, fields, [scan]);
      expect(await journal.addUpdate(row(1).id, fields, [scan])).toBe(true);
      expect(await journal.pendingFiles(row(1).id)).toHaveLength(1);
      expect(await drainUpdates(journal)).toBe(2);
      expect(mockDirectus.uploads).toEqual([FILE_ID]);
      expect([...mockDirectus.links]).toEqual([`${row(1).id}:${FILE_ID}`]);
    });

    it('journals no file for an update of a lead it does not have', async () => {
      expect(await journal.addUpdate(row(9).id, fields, [{ ...scan, leadId: row(9).id }])).toBe(false);
      expect(await journal.pendingFiles(row(9).id)).toEqual([]);
    });
  });
});
