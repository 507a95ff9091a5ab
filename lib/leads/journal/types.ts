// The site's durable record of accepted leads: a lead is answered 201 only once its journal entry
// is on disk, and the drain (lib/leads/drain.ts) moves entries into Directus afterwards. Kept behind
// this interface: SQLite on the site's disk (sqlite.ts, the embedded default) or one PostgreSQL table
// shared by every instance (postgres.ts, the production profile), the routes and the drain alike.
import type { Create_Leads_Input } from '@/schema/generated/graphql';

/**
 * A lead as it is created in Directus: the site chooses its id, so a resend is recognised by it.
 * Directus fills in the creation time; the CRM fields of later deliveries start empty.
 */
export type LeadRow = Omit<
  Create_Leads_Input,
  // The last three the CMS writes from the others (cms/extensions/form-leads): the form's name, the answers and the attribution in words.
  'id' | 'date_created' | 'crm_sent_at' | 'crm_last_error' | 'revision' | 'files' | 'form_name' | 'answers' | 'attribution_text'
> & {
  id: string;
  /** Links to files already uploaded (lib/leads/drain.ts), by id: the REST shape of the junction rows. */
  files?: { directus_files_id: string }[];
};

/**
 * A file a visitor attached to a lead (a built form's «Файл» field), journaled with the lead in one
 * transaction; the drain uploads it to Directus under this id (chosen here, so a second upload meets
 * the first) before the lead that links it. Its bytes are let go once the lead is in Directus.
 */
export type LeadFile = { id: string; leadId: string; field: string; name: string; type: string; bytes: Uint8Array };

export type JournalEntry = { id: string; row: LeadRow; acceptedAt: number; attempts: number };

/** Fields a visitor added to a lead after sending it (`/api/lead/update/`), not yet in Directus. */
export type LeadUpdate = { seq: number; id: string; fields: Record<string, unknown>; row: LeadRow };

export interface LeadJournal {
  /**
   * Records a lead durably (resolves after the write reached the disk). An Idempotency-Key seen
   * before returns the first lead's id instead, with `duplicate`.
   */
  append(row: LeadRow, files?: readonly LeadFile[]): Promise<{ id: string; duplicate: boolean }>;
  /** The lead's files not yet uploaded to Directus, with their bytes. */
  pendingFiles(leadId: string): Promise<LeadFile[]>;
  /** This file is in Directus. */
  fileUploaded(id: string): Promise<void>;
  /** The lead journaled under this Idempotency-Key, if any. */
  idForKey(key: string): Promise<string | null>;
  /** A journaled lead (delivered or not), as long as the journal keeps it. */
  get(id: string): Promise<{ row: LeadRow; acceptedAt: number; delivered: boolean } | null>;
  /**
   * Leads not yet in Directus whose next try is due, oldest first. A shared journal hands them to
   * this process' one drain alone for a while (postgres.ts); asked again, it hands them again.
   */
  due(limit: number, now?: number): Promise<JournalEntry[]>;
  /** These leads are in Directus (their files' bytes are let go). */
  delivered(ids: readonly string[]): Promise<void>;
  /** A try failed for this lead alone (Directus refused it): retry it later, never drop it. */
  postpone(id: string, error: string, until: number): Promise<void>;
  /**
   * Records an update of a lead's fields; the row keeps the merged fields for later reads. Files of
   * the update (a later step's «Файл» fields) are committed in the same transaction.
   */
  addUpdate(id: string, fields: Record<string, unknown>, files?: readonly LeadFile[]): Promise<boolean>;
  /** Updates whose lead is already in Directus and that are not yet applied there, oldest first. */
  dueUpdates(limit: number): Promise<LeadUpdate[]>;
  updateApplied(seq: number): Promise<void>;
  /** Entries delivered before this time may be forgotten. */
  prune(deliveredBefore: number): Promise<void>;
  /** Leads not yet in Directus (due or not) and when the oldest of them was accepted: the operator's figures. */
  backlog(): Promise<{ count: number; oldestAcceptedAt: number | null }>;
  /** Commits a small write (readiness): throws when the journal cannot take a lead now. */
  probe(): Promise<void>;
  close(): void;
}
