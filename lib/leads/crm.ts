// Optional forwarding of stored leads to the company's CRM (CRM_WEBHOOK_URL). The lead row is the
// outbox: `crm_status` pending until the CRM answers 2xx, retried with growing pauses and never
// given up, so a CRM outage delays a lead but never drops it. A try runs right after a lead is
// stored; the Directus flow «Повторить отправку заявок в CRM» calls /api/lead/crm-retry/ every
// minute for the rest (so retries survive a site restart).
import { env } from '@/lib/env';
import {
  CrmLeadByIdDocument,
  DueCrmLeadsDocument,
  MarkLeadSentDocument,
  RecordCrmFailureDocument,
  type CrmLeadFragment,
} from '@/schema/generated/graphql';
import { withSharedLock } from '@/lib/shared/lock';
import { leadCall } from '@/lib/cms/write';

const CRM_TIMEOUT_MS = 5000;
const MAX_PAUSE_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min … (CRM_RETRY_BASE_SECONDS doubling) capped at an hour. */
export const retryPause = (attempts: number, baseSeconds = env.CRM_RETRY_BASE_SECONDS) =>
  Math.min(MAX_PAUSE_MS, baseSeconds * 1000 * 2 ** Math.max(0, attempts - 1));

export const crmEnabled = () => Boolean(env.CRM_WEBHOOK_URL);

async function post(lead: CrmLeadFragment): Promise<void> {
  const r = await fetch(env.CRM_WEBHOOK_URL!, {
    method: 'POST',
    // The lead id doubles as the CRM's idempotency key: a retry after a lost answer is not a new deal.
    // A lead the visitor added fields to is sent again as a new revision, with a key of its own.
    headers: { 'content-type': 'application/json', 'idempotency-key': lead.revision ? `${lead.id}.${lead.revision}` : lead.id },
    body: JSON.stringify(lead),
    signal: AbortSignal.timeout(CRM_TIMEOUT_MS),
  });
  if (!r.ok) throw new Error(`CRM answered ${r.status}`);
}

async function deliver(lead: CrmLeadFragment): Promise<boolean> {
  const attempts = (lead.crm_attempts ?? 0) + 1;
  try {
    await post(lead);
    await leadCall(MarkLeadSentDocument, { id: lead.id, attempts, sent_at: new Date().toISOString() });
    return true;
  } catch (e) {
    const message = (e as Error).message;
    console.error(`CRM delivery of lead ${lead.id} failed (attempt ${attempts}): ${message}`);
    await leadCall(RecordCrmFailureDocument, {
      id: lead.id,
      attempts,
      error: message.slice(0, 1000),
      next_attempt_at: new Date(Date.now() + retryPause(attempts)).toISOString(),
    }).catch((err: Error) => console.error(`Could not record the CRM failure of lead ${lead.id}: ${err.message}`));
    return false;
  }
}

/** The first try, right after the lead is stored; failures are left to the retry loop. */
export async function deliverNow(id: string): Promise<void> {
  if (!crmEnabled()) return;
  try {
    const { leads_by_id: lead } = await leadCall(CrmLeadByIdDocument, { id }, 'deliver');
    if (lead && lead.crm_status === 'pending') await deliver(lead);
  } catch (e) {
    console.error(`CRM delivery of lead ${id} postponed: ${(e as Error).message}`);
  }
}

let running: Promise<{ sent: number; failed: number }> | null = null;
/** Longer than a run of 50 deliveries with their 5 s timeouts; a crashed run frees the lock after it. */
const RUN_LOCK_MS = 5 * 60_000;

/** Every lead whose delivery is due; one run at a time per process and, with Redis, across instances. */
export function deliverDue(limit = 50): Promise<{ sent: number; failed: number }> {
  if (!crmEnabled()) return Promise.resolve({ sent: 0, failed: 0 });
  running ??= (async () => {
    try {
      const result = await withSharedLock('crm-retry', RUN_LOCK_MS, async () => {
        const { leads } = await leadCall(DueCrmLeadsDocument, { now: new Date().toISOString(), limit }, 'deliver');
        let sent = 0;
        for (const lead of leads) if (await deliver(lead)) sent++;
        return { sent, failed: leads.length - sent };
      });
      // Another instance is running the deliveries right now.
      return result ?? { sent: 0, failed: 0 };
    } finally {
      running = null;
    }
  })();
  return running;
}
