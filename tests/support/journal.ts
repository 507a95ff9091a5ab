// Reads the site's lead journal (the SQLite file of the stack's site, see lib/leads/journal) the
// way an operator would: to tell whether a lead was accepted at all, before or without Directus.
import Database from 'libsql';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

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
