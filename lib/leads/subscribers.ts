// The mailing list, with double opt-in. A request never changes what an address already has: it
// creates a pending row, or gives a pending or unsubscribed row a new confirmation token, and the
// consent it carries waits in `pending_consent`. Only the link in the confirmation e-mail (mailed by
// the Directus flow «Подтверждение подписки» whenever a token is set) makes the address active with
// that consent, so a stranger can neither subscribe someone nor overwrite their consent record.
// Every request gets the same answer, so the list cannot be probed. The random hash (in every
// mailing's unsubscribe link) turns a subscription off.
import { randomBytes } from 'node:crypto';
import * as yup from 'yup';
import { agreement, email } from '@/lib/forms/rules';
import { CONSENT_VERSION } from '@/lib/forms/consent';
import {
  ConfirmSubscriberDocument,
  CreateSubscriberDocument,
  RequestConfirmationDocument,
  SubscriberByConfirmTokenDocument,
  SubscriberByEmailDocument,
  SubscriberByHashDocument,
  UnsubscribeDocument,
} from '@/schema/generated/graphql';
import { leadCall, isUniqueConflict } from '@/lib/cms/write';
import { attributionOf } from './store';
import { HONEYPOT } from './contract';
import { jsonObject, payloadSchema, type LeadPayload } from './payload-schema';
import { HttpError } from '@/lib/http/http-error';

export const DEFAULT_TARGET = 'general';
export const HASH = /^[A-Za-z0-9_-]{16,64}$/;
/** How long a confirmation link works. */
export const CONFIRM_TTL_MS = 7 * 24 * 3600_000;
/** A second request for the same address within this time sends no second e-mail (no mail bombing). */
const RESEND_AFTER_MS = 10 * 60_000;

/**
 * The spec's `{ email, target }` plus extra fields. A form with the consent box (the site's own
 * subscription form) sends `accept_rules`, which must then be ticked; a bare request has none.
 */
export const subscribeSchema = yup.object({
  email: email(),
  target: yup
    .string()
    .trim()
    .max(64)
    .transform((v: string) => v || undefined)
    .default(DEFAULT_TARGET),
  accept_rules: agreement().optional(),
  extras: jsonObject(),
});

/** Extra fields are kept as sent, within bounds: a form's few extra answers, not a document. */
const MAX_EXTRAS = 30;
const MAX_EXTRA_NAME = 64;
const MAX_EXTRA_TEXT = 1000;

/** What the route itself reads; every other field of the body is an extra. */
const KNOWN_FIELDS = new Set([...Object.keys(subscribeSchema.fields), ...Object.keys(payloadSchema.fields), HONEYPOT]);

/**
 * The extras of a subscription request: the `extras` object when one is sent, and every field the
 * route does not know (a form's own questions, sent next to the e-mail). Values are text, numbers
 * or flags (checkBodyShape refused nested values already); 422 beyond the bounds.
 */
export function extrasOf(body: Record<string, unknown>, extras: Record<string, unknown> | undefined): Record<string, unknown> | null {
  const given = Object.entries(body).filter(([name]) => !KNOWN_FIELDS.has(name));
  const fields: Record<string, string> = {};
  for (const [name, value] of given) {
    if (name.length > MAX_EXTRA_NAME) fields[name.slice(0, MAX_EXTRA_NAME)] = `Имя поля длиннее ${MAX_EXTRA_NAME} символов`;
    else if (typeof value === 'string' && value.length > MAX_EXTRA_TEXT) fields[name] = `Не более ${MAX_EXTRA_TEXT} символов`;
  }
  if (given.length > MAX_EXTRAS) throw new HttpError(422, `Не более ${MAX_EXTRAS} дополнительных полей`);
  if (Object.keys(fields).length) throw new HttpError(422, 'Проверьте поля формы', fields);
  const all = { ...extras, ...Object.fromEntries(given) };
  return Object.keys(all).length ? all : null;
}

type Subscription = Omit<yup.InferType<typeof subscribeSchema>, 'extras'> & {
  extras: Record<string, unknown> | null;
  payload: LeadPayload;
  ip: string;
  userAgent: string;
  referer: string | null;
};

/** `version` and `at` only when the form had the consent box and it was ticked. */
type PendingConsent = { version: string | null; at: string | null; ip: string; user_agent: string; target: string };

const token = () => randomBytes(24).toString('base64url');

/** Records a subscription request; resolves the same way whatever the address' state. */
export async function requestSubscription(s: Subscription): Promise<void> {
  const email = s.email.toLowerCase();
  const now = new Date();
  const fromForm = s.accept_rules === true;
  const pending_consent: PendingConsent = {
    version: fromForm ? CONSENT_VERSION : null,
    at: fromForm ? now.toISOString() : null,
    ip: s.ip,
    user_agent: s.userAgent.slice(0, 1000),
    target: s.target,
  };
  const confirmation = { email, confirm_token: token(), confirm_requested_at: now.toISOString(), pending_consent };
  const again = async () => {
    const { subscribers } = await leadCall(SubscriberByEmailDocument, { email });
    const found = subscribers[0];
    if (!found) return false;
    const recent = found.confirm_requested_at && now.getTime() - Date.parse(found.confirm_requested_at) < RESEND_AFTER_MS;
    // Active stays active with its own consent; a fresh request waits for the e-mail already sent.
    if (found.status !== 'active' && !recent) await leadCall(RequestConfirmationDocument, { id: found.id, ...confirmation });
    return true;
  };
  if (await again()) return;
  try {
    await leadCall(CreateSubscriberDocument, {
      ...confirmation,
      target: s.target,
      hash: token(),
      extras: s.extras,
      attribution: attributionOf(s.payload, s.referer),
    });
  } catch (e) {
    // Two requests for the same address at once: the other one created the row.
    if (!(isUniqueConflict(e) && (await again()))) throw e;
  }
}

/** Follows a confirmation link: 'confirmed', or why not. */
export async function confirmSubscription(confirmToken: string, now = Date.now()): Promise<'confirmed' | 'unknown' | 'expired'> {
  const { subscribers } = await leadCall(SubscriberByConfirmTokenDocument, { token: confirmToken });
  const found = subscribers[0];
  if (!found) return 'unknown';
  if (!found.confirm_requested_at || now - Date.parse(found.confirm_requested_at) > CONFIRM_TTL_MS) return 'expired';
  const consent = found.pending_consent as PendingConsent;
  await leadCall(ConfirmSubscriberDocument, {
    id: found.id,
    target: consent.target,
    consent_version: consent.version,
    consent_at: consent.at,
    confirmed_at: new Date(now).toISOString(),
    ip: consent.ip,
    user_agent: consent.user_agent,
  });
  return 'confirmed';
}

/** False when no subscriber has this hash. */
export async function unsubscribe(hash: string): Promise<boolean> {
  const { subscribers } = await leadCall(SubscriberByHashDocument, { hash });
  const found = subscribers[0];
  if (!found) return false;
  if (found.status !== 'unsubscribed') await leadCall(UnsubscribeDocument, { id: found.id, unsubscribed_at: new Date().toISOString() });
  return true;
}
