// Reads the site's lead journal (the SQLite file of the stack's site, see lib/leads/journal) the
// way an operator would: to tell whether a lead was accepted at all, before or without Directus.
import Database from 'libsql';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cms, eventually } from './stack';

export const journalFile = (dataDir = process.env.TEST_DATA_DIR!) => join(dataDir, 'leads-journal.db');

/** How many journaled leads carry this e-mail address. */
export function journaled(email: string, file = journalFile()): number {
  if (!existsSync(file)) return 0;
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare("select count(*) as n from leads where json_extract(row, '$.email') = ?").get(email) as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * How long a journaled lead may take to reach Directus: the drain's longest back-off (30 s, reached
 * only after Directus failed several times in a row, as it can on a loaded machine) plus a batch.
 */
export const DRAINED_WITHIN_MS = 45_000;

/** The leads of `email` in Directus (their `fields`, comma-separated), once the drain has delivered one. */
export const drainedLeadsOf = <T>(email: string, fields: string): Promise<T[]> =>
  eventually(
    async () => {
      const rows = await cms<T[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=${fields}`);
      return rows.length ? rows : undefined;
    },
    DRAINED_WITHIN_MS,
    `the lead of ${email}`,
  );

/**
 * True once the drain is done with this lead, as the journal tells an operator: delivered, no update
 * waiting, every file uploaded. A test that sets the journal back (to play a crash) waits for this
 * first: Directus shows the lead a moment before the drain notes it (the drain goes on to the CRM in
 * between), and a note written after the test's change would undo that change.
 */
export function drainDoneWith(leadId: string, file = journalFile()): boolean {
  const db = new Database(file, { readonly: true });
  try {
    const open = db
      .prepare(
        `select (select count(*) from leads where id = ?1 and delivered_at is null)
              + (select count(*) from lead_updates where lead_id = ?1 and applied_at is null)
              + (select count(*) from lead_files where lead_id = ?1 and uploaded_at is null) as n`,
      )
      .get(leadId) as { n: number };
    return open.n === 0;
  } finally {
    db.close();
  }
}
