// Browser-side reCAPTCHA settings, inlined at build time. No site key (the embedded default): the
// forms send no token, and the server, without a secret, does not ask for one.
export const RECAPTCHA_SITE_KEY = process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ?? '';
export const RECAPTCHA_VERSION = process.env.NEXT_PUBLIC_RECAPTCHA_VERSION ?? '3';
export const RECAPTCHA_ENTERPRISE = process.env.NEXT_PUBLIC_RECAPTCHA_ENTERPRISE === 'true';
export const RECAPTCHA_LANGUAGE = process.env.NEXT_PUBLIC_RECAPTCHA_LANGUAGE ?? 'ru';
