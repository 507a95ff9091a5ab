// The mailing list: one row per address; subscribing again reactivates it, the random hash
// (sent in every mailing's unsubscribe link) turns it off.
import { randomBytes } from 'node:crypto';
import * as yup from 'yup';
import { FORM_SCHEMAS } from '@/lib/forms/schemas';
import { CONSENT_VERSION } from '@/lib/forms/consent';
import {
  CreateSubscriberDocument,
  SubscriberByEmailDocument,
  SubscriberByHashDocument,
  ReactivateSubscriberDocument,
  UnsubscribeDocument,
} from '@/schema/generated/graphql';
import { cmsCall, isUniqueConflict } from './cms-write';
import { attributionOf } from './store';
import { jsonObject, type LeadPayload } from './payload-schema';

export const DEFAULT_TARGET = 'general';
export const HASH = /^[A-Za-z0-9_-]{16,64}$/;

export const subscribeSchema = FORM_SCHEMAS.subscribe.shape({
  target: yup.string().trim().max(64).default(DEFAULT_TARGET),
  extras: jsonObject(),
});

type Subscription = yup.InferType<typeof subscribeSchema> & { payload: LeadPayload; ip: string; userAgent: string; referer: string | null };

export async function subscribe(s: Subscription): Promise<{ id: string; created: boolean }> {
  const email = s.email.toLowerCase();
  const consent = {
    consent_version: CONSENT_VERSION,
    consent_at: new Date().toISOString(),
    ip: s.ip,
    user_agent: s.userAgent.slice(0, 1000),
  };
  const reactivate = async () => {
    const { subscribers } = await cmsCall(SubscriberByEmailDocument, { email });
    const found = subscribers[0];
    if (!found) return null;
    await cmsCall(ReactivateSubscriberDocument, { id: found.id, target: s.target, ...consent });
    return { id: found.id, created: false };
  };
  const existing = await reactivate();
  if (existing) return existing;
  try {
    const { create_subscribers_item: row } = await cmsCall(CreateSubscriberDocument, {
      email,
      target: s.target,
      hash: randomBytes(24).toString('base64url'),
      extras: s.extras ?? null,
      attribution: attributionOf(s.payload, s.referer),
      ...consent,
    });
    if (!row) throw new Error('Directus returned no subscriber');
    return { id: row.id, created: true };
  } catch (e) {
    // Two submissions of the same address at once: the other one created the row.
    if (isUniqueConflict(e)) {
      const again = await reactivate();
      if (again) return again;
    }
    throw e;
  }
}

/** False when no subscriber has this hash. */
export async function unsubscribe(hash: string): Promise<boolean> {
  const { subscribers } = await cmsCall(SubscriberByHashDocument, { hash });
  const found = subscribers[0];
  if (!found) return false;
  if (found.status !== 'unsubscribed') await cmsCall(UnsubscribeDocument, { id: found.id });
  return true;
}
