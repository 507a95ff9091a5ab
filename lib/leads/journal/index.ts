// The process' one journal. Next bundles API routes and instrumentation.ts separately, each with
// its own copy of this module, so the instance lives on globalThis: one connection (pool) and one
// drain per process.
import { join } from 'node:path';
import { env } from '@/lib/env';
import { openSqliteJournal } from './sqlite';
import { openPostgresJournal } from './postgres';
import type { LeadJournal } from './types';

export type { LeadJournal, LeadRow } from './types';

const KEY = Symbol.for('ecm.leads.journal');
type Holder = { [KEY]?: LeadJournal };

/** LEAD_JOURNAL_PATH, or .leads/journal.db beside the app (scripts/stack.mjs puts it in its data folder). */
export const journalPath = () => env.LEAD_JOURNAL_PATH || join(process.cwd(), '.leads', 'journal.db');

/** Which journal this process uses: PostgreSQL when LEAD_JOURNAL_URL is set (the production profile), else SQLite. */
export const journalKind = () => (env.LEAD_JOURNAL_URL ? 'postgres' : 'sqlite');

export function journal(): LeadJournal {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= env.LEAD_JOURNAL_URL ? openPostgresJournal(env.LEAD_JOURNAL_URL) : openSqliteJournal(journalPath()));
}
