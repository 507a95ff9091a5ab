// `/preview-link/?path=/block-catalogue/[&version=key]`: the block catalogue, and every item's preview
// beside its form (the collections' preview addresses, cms/state/admin-app.mjs), for the person
// signed in to the admin app, without the site's preview secret in a link. The module
// bar's «Каталог блоков» used to link to `/api/preview/?secret=…`: whoever got hold of the link
// (a forwarded message, the browser history of a shared computer) could read every draft.
//
// Here the admin app's own session (its cookie, sent with this same-origin request) says who asks;
// Directus answers 401 to no one signed in. The answer is a redirect to the site's preview route with
// a token the site checks (lib/preview/token.ts): an HMAC with the preview secret of the path, an
// expiry a minute on and a random nonce the site accepts once. `?variant=<id>` opens the page of an
// A/B test variant's test with that variant shown (the ab-variants interface's «Посмотреть вариант»);
// `?release=<id>` opens the whole site as that release will make it (the release's «Посмотреть сайт с
// релизом», cms/extensions/release-actions), for a person who may read the release.
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

/**
 * What a token opens: a page (`/try/`), a page with one A/B test variant in place of the block
 * under test (`/try/?variant=12`), or the whole site as a release will make it, from a page
 * (`/?release=3`); the site's lib/preview/token.ts reads the same.
 */
export const previewSubject = (path, variant, release) =>
  variant ? `${path}?variant=${variant}` : release ? `${path}?release=${release}` : path;

/**
 * The release `value` names, if the signed-in person may read it (its preview, its check and its
 * before/after are theirs only then): `{ id }`, or why not as `{ status, message }`. Also
 * cms/extensions/content-health and cms/extensions/release-compare.
 */
export async function readableRelease(value, { services, schema, accountability }) {
  if (!/^\d{1,10}$/.test(String(value))) return { status: 400, message: 'Неверный номер релиза' };
  const found = await new services.ItemsService('releases', { schema, accountability })
    .readOne(value, { fields: ['id'] })
    .catch(() => null);
  return found ? { id: Number(value) } : { status: 404, message: 'Нет такого релиза, или у вас нет к нему доступа' };
}

const previewLinkEndpoint = {
  id: 'preview-link',
  handler: (router, { env, services, getSchema }) => {
    // The site's public address, for the page form's «Адрес на сайте» (cms/extensions/public-address):
    // one setting, SITE_PUBLIC_URL, for links and previews alike. Nothing secret, but only for the
    // signed-in, as everything here.
    router.get('/site', (req, res) => {
      if (!req.accountability?.user) return res.status(401).json({ errors: [{ message: 'Войдите в админку сайта' }] });
      res.json({ data: { origin: env.SITE_PUBLIC_URL ? String(env.SITE_PUBLIC_URL).replace(/\/+$/, '') : null } });
    });
    router.get('/', async (req, res) => {
      const text = (status, message) => res.status(status).type('text/plain; charset=utf-8').send(message);
      if (!req.accountability?.user) return text(401, 'Войдите в админку сайта, затем откройте ссылку ещё раз.');
      const secret = env.PREVIEW_SECRET;
      const site = env.SITE_PUBLIC_URL;
      if (!secret || !site) return text(503, 'Предпросмотр не настроен: нет PREVIEW_SECRET или SITE_PUBLIC_URL');
      let path = typeof req.query.path === 'string' ? req.query.path : '';
      const version = typeof req.query.version === 'string' && req.query.version ? req.query.version : 'main';
      if (!VERSION.test(version)) return text(400, 'Неверное имя версии: откройте предпросмотр из админки ещё раз');
      // `?variant=<id>`: the page of that variant's test, read with the asking person's own rights.
      const variant = typeof req.query.variant === 'string' ? req.query.variant : '';
      if (variant) {
        if (!/^\d{1,10}$/.test(variant)) return text(400, 'Неверный номер варианта');
        const variants = new services.ItemsService('experiment_variants', {
          schema: await getSchema(),
          accountability: req.accountability,
        });
        const found = await variants.readOne(variant, { fields: ['experiment.page.path'] }).catch(() => null);
        path = found?.experiment?.page?.path ?? '';
        if (!path) return text(404, 'Нет такого варианта или его теста на странице');
      }
      // `?release=<id>`: the whole site as that release will make it, for whoever may read the release.
      const release = typeof req.query.release === 'string' ? req.query.release : '';
      if (release) {
        const readable = await readableRelease(release, { services, schema: await getSchema(), accountability: req.accountability });
        if (!readable.id) return text(readable.status, readable.message);
        if (!path) path = '/';
      }
      if (!PATH.test(path)) return text(400, 'Укажите путь страницы сайта, например /block-catalogue/');
      const token = previewToken(String(secret), previewSubject(path, variant, release));
      res.set('cache-control', 'no-store');
      // The link itself must not linger in the site's logs as a referrer either.
      res.set('referrer-policy', 'no-referrer');
      const query =
        `token=${encodeURIComponent(token)}&path=${encodeURIComponent(path)}` +
        `${variant ? `&variant=${variant}` : ''}${release ? `&release=${release}` : ''}` +
        `${version === 'main' ? '' : `&version=${encodeURIComponent(version)}`}`;
      return res.redirect(302, `${site}/ru/products/ecm/api/preview/?${query}`);
    });
  },
};

export default previewLinkEndpoint;
