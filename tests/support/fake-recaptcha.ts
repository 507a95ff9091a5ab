// Google's siteverify contract: POST application/x-www-form-urlencoded secret, response, remoteip;
// answers { success, score, action, hostname, challenge_ts, error-codes }. The token names the case.
import { json, startFake } from './fake-server';

export const CAPTCHA_SECRET = 'test-recaptcha-secret';

export const TOKENS = {
  human: 'token-human',
  bot: 'token-bot',
  otherAction: 'token-other-action',
  otherHost: 'token-other-host',
  expired: 'token-expired',
} as const;

export function startFakeRecaptcha(hostname: string) {
  const seen: { secret: string | null; response: string | null; remoteip: string | null }[] = [];
  /** up: false answers 503, as Google unreachable or failing would look to the site. */
  const state = { up: true };
  const server = startFake((req, res, body) => {
    if (!state.up) return json(res, 503, { error: 'unavailable' });
    const form = new URLSearchParams(body);
    seen.push({ secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') });
    const base = { challenge_ts: new Date().toISOString(), hostname, action: 'login' };
    if (form.get('secret') !== CAPTCHA_SECRET) return json(res, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
    switch (form.get('response')) {
      case TOKENS.human:
        return json(res, 200, { success: true, score: 0.9, ...base });
      case TOKENS.bot:
        return json(res, 200, { success: true, score: 0.1, ...base });
      case TOKENS.otherAction:
        return json(res, 200, { success: true, score: 0.9, ...base, action: 'homepage' });
      case TOKENS.otherHost:
        return json(res, 200, { success: true, score: 0.9, ...base, hostname: 'evil.example' });
      case TOKENS.expired:
        return json(res, 200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
      default:
        return json(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
    }
  });
  return { server, seen, state };
}
