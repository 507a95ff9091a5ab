// reCAPTCHA v3 in the browser: invisible, badge hidden, loaded on the first submit. The error
// texts are the spec's.
import { CAPTCHA_ACTION } from './action';
import { RECAPTCHA_ENTERPRISE, RECAPTCHA_LANGUAGE, RECAPTCHA_SITE_KEY, RECAPTCHA_VERSION } from './config';

type Grecaptcha = { ready(cb: () => void): void; execute(siteKey: string, o: { action: string }): Promise<string> };
type CaptchaWindow = Window & { grecaptcha?: Grecaptcha & { enterprise?: Grecaptcha } };

export type RecaptchaOptions = { siteKey: string; version: string; enterprise?: boolean; language?: string };

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(o: RecaptchaOptions): Promise<Grecaptcha> {
  if (!o.siteKey) return Promise.reject(new Error('ReCaptcha error: No key provided'));
  if (!o.version) return Promise.reject(new Error('ReCaptcha error: No version provided'));
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const style = document.createElement('style');
    // Google allows hiding the badge when the form says reCAPTCHA protects it.
    style.textContent = '.grecaptcha-badge{visibility:hidden}';
    document.head.appendChild(style);
    const script = document.createElement('script');
    const file = o.enterprise ? 'enterprise.js' : 'api.js';
    script.src = `https://www.google.com/recaptcha/${file}?render=${encodeURIComponent(o.siteKey)}${o.language ? `&hl=${encodeURIComponent(o.language)}` : ''}`;
    script.async = true;
    script.onload = () => {
      const w = window as CaptchaWindow;
      const api = o.enterprise ? w.grecaptcha?.enterprise : w.grecaptcha;
      if (!api) reject(new Error('ReCaptcha error: Failed to load script'));
      else api.ready(() => resolve(api));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('ReCaptcha error: Failed to load script'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** A token for the configured site key, or undefined when captcha is off. */
export async function captchaToken(action = CAPTCHA_ACTION): Promise<string | undefined> {
  if (!RECAPTCHA_SITE_KEY) return undefined;
  const api = await loadRecaptcha({
    siteKey: RECAPTCHA_SITE_KEY,
    version: RECAPTCHA_VERSION,
    enterprise: RECAPTCHA_ENTERPRISE,
    language: RECAPTCHA_LANGUAGE,
  });
  try {
    return await api.execute(RECAPTCHA_SITE_KEY, { action });
  } catch {
    throw new Error('ReCaptcha error: Failed to execute');
  }
}
