// The release's before and after (cms/extensions/release-compare-view draws it on the release's screen):
//
// - `GET /release-compare/:id/pages`: the pages the release changes (its own, new or changed), and,
//   when it changes a menu or the site's settings, every published page, which shows them;
// - `GET /release-compare/:id/page?path=/x/&side=before|after`: that page as visitors get it now, or
//   as the release will make it (the site's release preview, lib/cms/release-view.ts, which outlines
//   the blocks the release changes), as an HTML document for a frame of the admin.
//
// Both are read by this CMS on the server, for whoever may read the release, so the marketer's browser
// never holds the release's preview session: two frames side by side would otherwise share it, and
// «before» would show the release too. The document is served sandboxed (its CSP): no script runs,
// its origin is no one's, and it reads only the site's styles and pictures (a `<base>` to the site's
// public address). What the page's scripts add after loading is not in it; its HTML is what visitors
// get first.
import { asVisitor, releasePages, releaseSite, siteBase } from '../content-health/index.js';
import { readableRelease } from '../preview-link/index.js';

const PATH = /^\/([a-z0-9-]+\/)*$/;
const BASE_PATH = '/ru/products/ecm';

const releaseCompare = {
  id: 'release-compare',
  handler: (router, { env, services, getSchema }) => {
    /** The release if the person asking may read it, or an answer saying why not. */
    async function released(req, res) {
      const refuse = (status, message) => (res.status(status).json({ errors: [{ message }] }), null);
      if (!req.accountability?.user) return refuse(401, 'Войдите в админку сайта');
      if (!env.SITE_URL || !env.SITE_PUBLIC_URL || !env.PREVIEW_SECRET)
        return refuse(503, 'Сравнение не настроено: у CMS нет адреса сайта или ключа предпросмотра');
      const schema = await getSchema();
      const readable = await readableRelease(req.params.id, { services, schema, accountability: req.accountability });
      return readable.id ? { id: readable.id, schema } : refuse(readable.status, readable.message);
    }

    router.get('/:id/pages', async (req, res) => {
      const release = await released(req, res);
      if (!release) return;
      const { schema } = release;
      const accountability = req.accountability;
      const pages = await new services.ItemsService('pages', { schema, accountability }).readByQuery({
        fields: ['id', 'path', 'title', 'status'],
        sort: ['path'],
        limit: -1,
      });
      const { own, chrome } = await releasePages(release.id, { services, schema, accountability, pages });
      const mine = new Set(own.map((p) => p.path));
      const others = chrome
        ? pages.filter((p) => p.status === 'published' && !mine.has(p.path)).map((p) => ({ path: p.path, title: p.title, isNew: false }))
        : [];
      res.set('cache-control', 'no-store');
      return res.json({ data: { own, chrome, others } });
    });

    router.get('/:id/page', async (req, res) => {
      const path = typeof req.query.path === 'string' ? req.query.path : '';
      const side = req.query.side === 'before' ? 'before' : 'after';
      if (!PATH.test(path)) return res.status(400).json({ errors: [{ message: 'Укажите путь страницы сайта, например /archiving/' }] });
      const release = await released(req, res);
      if (!release) return;
      const site = siteBase(env);
      let answer;
      try {
        const get = side === 'before' ? asVisitor(site) : await releaseSite(site, env.PREVIEW_SECRET, release.id);
        answer = await get(path);
      } catch (e) {
        return res.status(502).json({ errors: [{ message: `Сайт не ответил (${e.message}): попробуйте позже` }] });
      }
      const publicSite = String(env.SITE_PUBLIC_URL).replace(/\/+$/, '');
      const html =
        answer.status === 200
          ? (await answer.text()).replace(/<head([^>]*)>/, `<head$1><base href="${publicSite}${BASE_PATH}/">`)
          : `<!doctype html><html lang="ru"><meta charset="utf-8"><body style="font:16px system-ui;padding:24px;color:#5b677a">${
              side === 'before'
                ? 'Этой страницы сейчас нет на сайте: её опубликует релиз.'
                : `Страница после публикации не открывается (ошибка ${answer.status}).`
            }</body></html>`;
      const origin = new URL(publicSite).origin;
      res.set('cache-control', 'no-store');
      res.set('referrer-policy', 'no-referrer');
      // The page's own scripts never run here; it reads the site's styles and pictures only.
      res.set(
        'content-security-policy',
        `sandbox; default-src 'none'; style-src 'unsafe-inline' ${origin}; img-src ${origin} data: blob:; font-src ${origin} data:; frame-ancestors 'self'`,
      );
      res.set('x-frame-options', 'SAMEORIGIN');
      return res.type('text/html; charset=utf-8').send(html);
    });
  },
};

export default releaseCompare;
