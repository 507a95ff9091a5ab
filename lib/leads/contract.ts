// What the browser's side of a lead (lib/leads/client) and its routes agree on, without the
// validation library (the forms provider on every page reads the utm keys). The payload's fields
// and their types are the payload schema's (payload-schema.ts), imported as types only.
import type { ApiAnswer } from '@/lib/http/api-route';

/** The hidden field people never see and bots fill in. */
export const HONEYPOT = 'website';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** What a lead route answers for a stored lead (or a retry of one). */
export type LeadReceipt = { id: string; duplicate: boolean; update_token: string };
/** What the subscription route answers: the address waits for its confirmation e-mail. */
export type SubscriptionReceipt = { status: 'pending' };

/** The answer to a form's submission: its receipt, or what went wrong (with the fields to correct). */
export type SubmissionAnswer = ApiAnswer<LeadReceipt | SubscriptionReceipt>;
