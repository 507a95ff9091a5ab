// Sends one submission from the browser. The idempotency key is made once per submission, so the
// automatic retry after a timeout (the answer may have been lost, not the lead) stores it once.
// A reCAPTCHA token is single-use, so every try asks for a fresh one; the server answers a retry
// of a stored submission from its key before it looks at the token at all. Each try is recorded in
// the shared request state (lib/store/request.ts).
import { BASE_PATH } from '@/lib/routing/base-path';
import type { AnyFormValues, LeadFormKind } from '@/lib/forms/schemas';
import { requestState } from '@/lib/store/request';
import type { HONEYPOT, SubmissionAnswer } from '../contract';
import type { ClientPayload } from './payload';
import { hasFile, toFormData } from './form-data';

/**
 * Lead client time-out of the spec. The server answers well within it: its slowest step is the
 * captcha check (lib/captcha/verify.ts, VERIFY_TIMEOUT_MS), the CMS is not on the answer's path.
 */
export const LEAD_TIMEOUT_MS = 5000;
/** A submission with a file (up to 20 MB, lib/forms/upload.ts): a minute, enough for a slow uplink. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export const LEAD_ROUTES: Record<LeadFormKind, string> = {
  trial: '/api/trial/',
  demo: '/api/demo/',
  webinar: '/api/webinar/',
  question: '/api/question/',
  questionComment: '/api/question/?form=questionComment',
  // Spec §7: the question call is also used by the download form (the lead stays a download).
  download: '/api/question/?form=download',
  partner: '/api/partner/',
  subscribe: '/api/subscribe/',
};

export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** One submission: the form's fields, the lead payload, the company chosen from suggestions, and the honeypot as the form had it. */
export type LeadSubmission = AnyFormValues & ClientPayload & { [HONEYPOT]?: string; da_data?: Record<string, unknown> };

/** The stored lead, and the key that lets this visitor add to it (the later steps of a built form). */
export type SendResult = { id?: string; updateToken?: string };

/** The route's answer; null when the body is not one (a proxy's error page). */
async function answerOf(response: Response): Promise<SubmissionAnswer | null> {
  const body: unknown = await response.json().catch(() => null);
  const isAnswer = (v: unknown): v is SubmissionAnswer => typeof v === 'object' && v !== null && ('data' in v || 'error' in v);
  return isAnswer(body) ? body : null;
}

/** A fresh captcha token for one try; undefined when captcha is off. */
export type TokenSource = () => Promise<string | undefined>;

const noCaptcha: TokenSource = () => Promise.resolve(undefined);

async function once(path: string, body: LeadSubmission & { recaptcha_response_v3?: string }, key: string): Promise<Response> {
  // AbortController rather than AbortSignal.timeout: older Safari lacks the latter.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), hasFile(body) ? UPLOAD_TIMEOUT_MS : LEAD_TIMEOUT_MS);
  try {
    return await fetch(`${BASE_PATH}${path}`, {
      method: 'POST',
      // multipart/form-data: fetch sets the content type with its boundary itself.
      headers: { 'idempotency-key': key },
      body: toFormData(body),
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}

/** A spec form by its kind, or a form built in the CMS by its route (`/api/form/?id=…`, components/forms/built-form.tsx). */
export async function sendLead(
  kind: LeadFormKind | { path: string },
  body: LeadSubmission,
  key: string,
  token: TokenSource = noCaptcha,
): Promise<SendResult> {
  const path = typeof kind === 'string' ? LEAD_ROUTES[kind] : kind.path;
  let response: Response | undefined;
  let reason = '';
  for (let attempt = 0; attempt < 2 && !response?.ok; attempt++) {
    try {
      requestState.pending();
      const fresh = await token();
      requestState.started();
      response = await once(path, fresh ? { ...body, recaptcha_response_v3: fresh } : body, key);
      // 4xx will not change on a retry; 5xx (not stored) and network errors may.
      if (response.status < 500) break;
      reason = `status ${response.status}`;
      requestState.ended({ status: response.status, message: reason });
    } catch (e) {
      reason = (e as Error).message;
      // No answer at all: the spec's error objects then have status 500.
      requestState.ended({ status: 500, message: reason });
    }
  }
  if (!response?.ok) {
    if (response && response.status < 500) {
      const answer = await answerOf(response);
      reason = answer && 'error' in answer ? answer.error : `status ${response.status}`;
      requestState.ended({ status: response.status, message: reason });
    }
    throw new Error(`Send to ${path} failed. Message ${reason}`);
  }
  requestState.ended(null, response.status);
  const answer = await answerOf(response);
  const receipt = answer && 'data' in answer && 'id' in answer.data ? answer.data : undefined;
  return { id: receipt?.id, updateToken: receipt?.update_token };
}
