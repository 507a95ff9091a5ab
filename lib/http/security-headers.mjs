// The security headers of every answer (pages, API routes, the 404), set once in next.config.
//
// The CSP is static on purpose: a nonce would force every page to render per request and end ISR.
// It can be static because the built site runs one inline script, a constant allowed by its hash
// (lib/chrome/boot-script.mjs), and no other: the production build uses webpack (Turbopack
// would inline a bootstrap script per route, see scripts/stack.mjs), Next's page data is a JSON block
// (not executed), and the counters and the captcha are loaded by the bundle as external files from
// the hosts listed here. Everything is fixed at build time, like the rest of next.config.
import { BOOT_SCRIPT_SOURCE } from '../chrome/boot-script.mjs';

/** Hosts of the counters (Yandex Metrika, VK pixel, Google Tag Manager) per directive. */
const ANALYTICS = {
  script: ['https://mc.yandex.ru', 'https://yastatic.net', 'https://vk.com', 'https://www.googletagmanager.com'],
  connect: [
    'https://mc.yandex.ru',
    'https://mc.yandex.com',
    'https://vk.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: [
    'https://mc.yandex.ru',
    'https://mc.yandex.com',
    'https://vk.com',
    'https://www.google-analytics.com',
    'https://www.googletagmanager.com',
  ],
  frame: ['blob:', 'https://mc.yandex.ru', 'https://mc.yandex.com'],
};

/** reCAPTCHA v3, as Google's FAQ lists it for a CSP. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** Video players of the media block and webinar recordings (lib/media/video-embed.ts). */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://vkvideo.ru'];

/** A year; no includeSubDomains: the site is one path on the vendor's domain, not the whole domain. */
const HSTS = 'max-age=31536000';

const origin = (/** @type {string | undefined} */ url) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The CMS origin, and on this machine both of its names: an admin app opened at 127.0.0.1 frames
 * the preview as well as one opened at localhost.
 */
const cmsOrigins = (/** @type {string | undefined} */ url) => {
  const [cms] = origin(url);
  if (!cms) return [];
  const u = new URL(cms);
  const alias = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[u.hostname];
  if (!alias) return [cms];
  u.hostname = alias;
  return [cms, u.origin];
};

/**
 * @param {{ cmsPublicUrl?: string, trialApiUrl?: string, siteUrl?: string, development?: boolean, imageHosts?: string[] }} o
 *   cmsPublicUrl: Directus as the browser sees it (images, and the admin app that frames the preview);
 *   imageHosts: other origins images may come from (IMAGE_HOSTS, ./image-hosts.mjs);
 *   trialApiUrl: the trial platform the login form calls; siteUrl: an https address means production.
 * @returns {string}
 */
export function contentSecurityPolicy({ cmsPublicUrl, trialApiUrl, siteUrl, development = false, imageHosts = [] }) {
  const cms = cmsOrigins(cmsPublicUrl);
  const directives = {
    'default-src': ["'self'"],
    // `next dev` (Turbopack, fast refresh) inlines and evaluates code; built sites never do.
    // (A hash beside 'unsafe-inline' would disable it: development gets no hash.)
    'script-src': [
      "'self'",
      ...(development ? ["'unsafe-inline'", "'unsafe-eval'"] : [BOOT_SCRIPT_SOURCE]),
      ...ANALYTICS.script,
      ...RECAPTCHA.script,
    ],
    // Server-rendered style attributes (next/image) and the captcha loader's badge rule.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...cms, ...imageHosts, ...ANALYTICS.img],
    'font-src': ["'self'", 'data:'],
    // The CMS: a download form fetches its file from the asset endpoint.
    'connect-src': ["'self'", ...cms, ...origin(trialApiUrl), ...ANALYTICS.connect, ...RECAPTCHA.script, ...(development ? ['ws:'] : [])],
    'frame-src': [...VIDEO_FRAMES, ...RECAPTCHA.frame, ...ANALYTICS.frame],
    'media-src': ["'self'", ...cms],
    // The admin app shows the page preview in a frame; no other site may frame the forms.
    'frame-ancestors': ["'self'", ...cms],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(isProduction(siteUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...new Set(values)].join(' '))
    .join('; ');
}

/** Production is a site served over https: only there do HSTS and upgraded requests make sense. */
export const isProduction = (/** @type {string | undefined} */ siteUrl) => Boolean(siteUrl?.startsWith('https://'));

/**
 * @param {Parameters<typeof contentSecurityPolicy>[0]} o
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(o) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(o) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Nothing here uses these; autoplay, fullscreen and encrypted media stay for the video players.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    ...(isProduction(o.siteUrl) ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ];
}
