// Server-side reCAPTCHA v3 check against Google's siteverify contract:
// POST secret, response, remoteip -> { success, score, action, hostname, challenge_ts, error-codes }.
import { env } from '@/lib/env';
import { CAPTCHA_ACTION } from './action';

/**
 * Well under the form's own time-out (LEAD_TIMEOUT_MS, 5 s): a slow Google must not make the
 * browser give up on a lead the server is about to accept.
 */
export const VERIFY_TIMEOUT_MS = 2500;

/**
 * verified: Google scored it; unverified: a secret is set but Google could not be asked; missing: no
 * token came (a form sent without the page's scripts: the captcha is one of them); off: no secret.
 */
export type CaptchaStatus = 'verified' | 'unverified' | 'missing' | 'off';

export type CaptchaResult = { ok: true; score: number | null; status: CaptchaStatus } | { ok: false; reason: string };

type SiteVerify = {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  challenge_ts?: string;
  'error-codes'?: string[];
};

let warnedOff = false;

export async function verifyCaptcha(token: string | undefined, remoteIp: string): Promise<CaptchaResult> {
  if (!env.RECAPTCHA_SECRET) {
    if (!warnedOff) {
      console.warn('Captcha is off: RECAPTCHA_SECRET is not set, leads are accepted without reCAPTCHA verification');
      warnedOff = true;
    }
    return { ok: true, score: null, status: 'off' };
  }
  // A visitor whose scripts did not run (blocked, failed, turned off) sends the plain HTML form, which
  // has no token: the lead is kept and held for review (lib/leads/spam), never refused.
  if (!token) return { ok: true, score: null, status: 'missing' };
  let body: SiteVerify;
  try {
    const r = await fetch(env.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: env.RECAPTCHA_SECRET, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!r.ok) throw new Error(`status ${r.status}`);
    body = (await r.json()) as SiteVerify;
  } catch (e) {
    // Google being unreachable must not cost us real leads: accept, but marked unverified, so that
    // sales see it was never checked.
    console.error(`Captcha verification unavailable, lead accepted unverified: ${(e as Error).message}`);
    return { ok: true, score: null, status: 'unverified' };
  }
  if (!body.success) return { ok: false, reason: `reCAPTCHA: ${(body['error-codes'] ?? ['unknown']).join(', ')}` };
  if (body.action !== CAPTCHA_ACTION) return { ok: false, reason: `reCAPTCHA: неожиданное действие ${String(body.action)}` };
  const expectedHost = new URL(env.SITE_URL).hostname;
  if (body.hostname && body.hostname !== expectedHost) return { ok: false, reason: `reCAPTCHA: чужой сайт ${body.hostname}` };
  // A low score is not refused: the lead is kept and sent to review (lib/leads/spam), since Google's
  // score also errs on people (a VPN, a new browser profile).
  const score = typeof body.score === 'number' ? body.score : 0;
  return { ok: true, score, status: 'verified' };
}
