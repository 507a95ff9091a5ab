// `/preview-link/?path=/block-catalogue/[&version=key]`: the block catalogue, and every item's preview
// beside its form (the collections' preview addresses, cms/state/admin-app.mjs), for the person
// signed in to the admin app, without the site's preview secret in a link. The module
// bar's «Каталог блоков» used to link to `/api/preview/?secret=…`: whoever got hold of the link
// (a forwarded message, the browser history of a shared computer) could read every draft.
//
// Here the admin app's own session (its cookie, sent with this same-origin request) says who asks;
// Directus answers 401 to no one signed in. The answer is a redirect to the site's preview route with
// a token the site checks (lib/preview/token.ts): an HMAC with the preview secret of the path, an
// expiry a minute on and a random nonce the site accepts once.
import { createHmac, randomBytes } from 'node:crypto';

const LIFETIME_MS = 60_000;
const PATH = /^\/([a-z0-9-]+\/)*$/;
/** A content version's key as the site's preview route takes it (`main`: the item itself). */
const VERSION = /^[\w-]{1,64}$/;

/** The token for `path`: `<expiry ms>.<nonce>.<hmac>`, the HMAC over `<expiry>.<nonce>.<path>`. */
export function previewToken(secret, path, now = Date.now()) {
  const expires = now + LIFETIME_MS;
  const nonce = randomBytes(16).toString('base64url');
  const mac = createHmac('sha256', secret).update(`${expires}.${nonce}.${path}`).digest('base64url');
  return `${expires}.${nonce}.${mac}`;
}

const previewLinkEndpoint = {
  id: 'preview-link',
  handler: (router, { env }) => {
    router.get('/', (req, res) => {
      const text = (status, message) => res.status(status).type('text/plain; charset=utf-8').send(message);
      if (!req.accountability?.user) return text(401, 'Войдите в админку сайта, затем откройте ссылку ещё раз.');
      const path = typeof req.query.path === 'string' ? req.query.path : '';
      if (!PATH.test(path)) return text(400, 'Укажите путь страницы сайта, например /block-catalogue/');
      const version = typeof req.query.version === 'string' && req.query.version ? req.query.version : 'main';
      if (!VERSION.test(version)) return text(400, 'Неверное имя версии: откройте предпросмотр из админки ещё раз');
      const secret = env.PREVIEW_SECRET;
      const site = env.SITE_PUBLIC_URL;
      if (!secret || !site) return text(503, 'Предпросмотр не настроен: нет PREVIEW_SECRET или SITE_PUBLIC_URL');
      const token = previewToken(String(secret), path);
      res.set('cache-control', 'no-store');
      // The link itself must not linger in the site's logs as a referrer either.
      res.set('referrer-policy', 'no-referrer');
      return res.redirect(
        302,
        `${site}/ru/products/ecm/api/preview/?token=${encodeURIComponent(token)}&path=${encodeURIComponent(path)}${version === 'main' ? '' : `&version=${encodeURIComponent(version)}`}`,
      );
    });
  },
};

export default previewLinkEndpoint;
