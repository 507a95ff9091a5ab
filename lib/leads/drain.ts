// Moves journaled leads into Directus, in batches (Directus creates an array in one request, in one
// transaction), exactly once: every lead carries the id the site gave it, so a resend after a lost
// answer or a crash meets its own row. On such a conflict the drain asks which ids Directus already
// has, marks those delivered and sends the rest again. While Directus is down it backs off; the
// journal is on disk, so a restart picks up where the last process stopped. Runs in the site's
// process, started by instrumentation.ts.
import { journal, type LeadJournal } from './journal';
import type { JournalEntry } from './journal/types';
import { createLeads, existingLeadIds, isRefusal, isUniqueConflict, uploadLeadFile } from '@/lib/cms/write';
import { CmsError } from '@/lib/cms/client';
import { deliverNow } from './crm';
import { applyUpdate, updateFileIds } from './update';
import { metrics } from '@/lib/http/metrics';

/** Leads per Directus request: large enough to keep up with bursts, small enough to stay well under its time-out. */
export const BATCH = 100;
const IDLE_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
/** A lead Directus refuses on its own merits is kept and tried again this much later. */
const REFUSED_RETRY_MS = 10 * 60_000;
/** Delivered leads stay this long: retries and updates are answered from the journal. */
export const KEEP_DELIVERED_MS = 7 * 24 * 3600_000;

/**
 * Every way a lead leaves the queue for Directus goes through here, so that
 * site_leads_delivered_total counts each one: sent now, found already there (sent before a crash or
 * by another instance), or a repeat of a submission Directus holds under another id.
 */
async function markDelivered(j: LeadJournal, ids: readonly string[]): Promise<void> {
  await j.delivered(ids);
  metrics().leadsDelivered.inc(ids.length);
}

function created(ids: readonly string[]) {
  // CRM forwarding starts at once; the CRM retry flow covers what fails or is lost here.
  void (async () => {
    for (const id of ids) await deliverNow(id);
  })();
}

async function createOne(j: LeadJournal, e: JournalEntry): Promise<void> {
  try {
    await createLeads([e.row]);
    await markDelivered(j, [e.id]);
    created([e.id]);
  } catch (err) {
    if (!isRefusal(err)) throw err;
    if (isUniqueConflict(err)) {
      if ((await existingLeadIds([e.id])).has(e.id)) return markDelivered(j, [e.id]);
      if (err instanceof CmsError && err.field === 'idempotency_key') {
        // Another site instance with its own journal took the same submission (same key) first.
        console.warn(`Lead ${e.id} is a repeat of a lead already in Directus (same Idempotency-Key); not stored twice`);
        return markDelivered(j, [e.id]);
      }
    }
    const message = (err as Error).message;
    console.error(`Directus refused lead ${e.id}; it stays in the journal and is tried again later: ${message}`);
    await j.postpone(e.id, message, Date.now() + REFUSED_RETRY_MS);
  }
}

/**
 * The files of these leads go first (a lead links its files in its own transaction, so they must be
 * there): each under the id the journal chose, so an upload repeated after a crash finds the first.
 * A lead whose file Directus refuses waits, with its file, like a refused lead.
 */
async function withFilesUploaded(j: LeadJournal, batch: JournalEntry[]): Promise<JournalEntry[]> {
  const ready: JournalEntry[] = [];
  for (const e of batch) {
    if (!(e.row as { files?: unknown[] }).files?.length) {
      ready.push(e);
      continue;
    }
    try {
      for (const f of await j.pendingFiles(e.id)) {
        await uploadLeadFile(f);
        await j.fileUploaded(f.id);
      }
      ready.push(e);
    } catch (err) {
      if (!isRefusal(err)) throw err;
      const message = (err as Error).message;
      console.error(`Directus refused a file of lead ${e.id}; the lead stays in the journal and is tried again later: ${message}`);
      await j.postpone(e.id, message, Date.now() + REFUSED_RETRY_MS);
    }
  }
  return ready;
}

/** One batch; resolves to the number of leads that left the queue, throws while Directus is unavailable. */
export async function drainOnce(j: LeadJournal = journal(), batchSize = BATCH): Promise<number> {
  const batch = await withFilesUploaded(j, await j.due(batchSize));
  if (batch.length === 0) return 0;
  const ids = batch.map((e) => e.id);
  try {
    await createLeads(batch.map((e) => e.row));
    await markDelivered(j, ids);
    created(ids);
    return ids.length;
  } catch (e) {
    if (!isRefusal(e)) throw e;
  }
  // Refused as a whole: some may be in Directus already (sent before a crash or a lost answer).
  const existing = await existingLeadIds(ids);
  if (existing.size > 0) {
    await markDelivered(j, [...existing]);
    return existing.size; // the rest goes again as a batch in the next pass
  }
  // None was: one of them is refused on its own; one at a time finds it without holding up the others.
  for (const e of batch) await createOne(j, e);
  return batch.length;
}

/**
 * Field updates of delivered leads (from /api/lead/update/ and later steps of built forms), applied
 * in order. An update's files (a later step's «Файл» fields) are uploaded first under the ids the
 * journal chose, as a new lead's are, then linked to the lead with its fields. A file Directus
 * refuses holds its update (and the lead's later ones) back, kept, as a refused lead is.
 */
export async function drainUpdates(j: LeadJournal = journal()): Promise<number> {
  const updates = await j.dueUpdates(BATCH);
  for (const u of updates) {
    const files = updateFileIds(u.fields);
    if (files.length)
      for (const f of await j.pendingFiles(u.id)) {
        await uploadLeadFile(f);
        await j.fileUploaded(f.id);
      }
    // The update's sequence number only grows: a fine revision number for the CRM.
    await applyUpdate(u.id, u.row, u.seq, files);
    await j.updateApplied(u.seq);
  }
  return updates.length;
}

const STATE = Symbol.for('ecm.leads.drain');
type State = { running: boolean; wake: (() => void) | null };

function state(): State {
  const holder = globalThis as { [STATE]?: State };
  return (holder[STATE] ??= { running: false, wake: null });
}

/** Called after an append: an idle drain starts at once instead of at its next tick. */
export function nudgeDrain(): void {
  state().wake?.();
}

function pause(ms: number, wakeable: boolean): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      state().wake = null;
      resolve();
    }
    if (wakeable) state().wake = done;
  });
}

/** Starts the process' drain once; it runs for the life of the process. */
export function startDrain(): void {
  const s = state();
  if (s.running) return;
  s.running = true;
  void (async () => {
    let backoff = 0;
    let pruned = 0;
    for (;;) {
      try {
        const moved = (await drainOnce()) + (await drainUpdates());
        if (backoff) console.log('Lead drain: Directus is back, delivering journaled leads');
        backoff = 0;
        if (Date.now() - pruned > 3600_000) {
          await journal().prune(Date.now() - KEEP_DELIVERED_MS);
          pruned = Date.now();
        }
        if (moved === 0) await pause(IDLE_MS, true);
      } catch (e) {
        metrics().drainErrors.inc();
        backoff = Math.min(MAX_BACKOFF_MS, backoff ? backoff * 2 : 500);
        console.error(`Lead drain: Directus unavailable, leads stay journaled; next try in ${backoff} ms: ${(e as Error).message}`);
        // Not woken by new leads: during an outage each append would otherwise cost a failed try.
        await pause(backoff, false);
      }
    }
  })();
}
