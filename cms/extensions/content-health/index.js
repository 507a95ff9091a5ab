// `GET /content-health/`: the content health report of the live site, for whoever may read the
// pages in the admin (the dashboard «Проверка сайта», cms/extensions/content-health-report).
//
// Every page the sitemap lists is read from the site as visitors get it (SITE_URL, the address the
// flows use) and checked (lib/content-health/page-checks.mjs): its h1, its title and description
// for search engines, the pictures of its content without alt. Every site path the pages link to,
// menus included, is asked once: a link that leads to a 404 is named by what it points at, a page
// kept a draft or one scheduled for later, or no page at all. Findings the same on several pages
// (a menu's link is on all of them) are one line with the pages listed.
import { checkPage } from '../../../lib/content-health/page-checks.mjs';
import { inWords, instantOf } from '../moscow-datetime/moscow.js';

const BASE_PATH = '/ru/products/ecm';
/** A page's path as the CMS writes it. */
const PATH = /^\/([a-z0-9-]+\/)*$/;
/** Pages read at once: the site answers cached pages at once, and the report is not its only visitor. */
const AT_ONCE = 4;

/** `f` over `items`, `n` at a time, in order. */
async function mapLimit(items, n, f) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await f(items[i]);
      }
    }),
  );
  return out;
}

/** What a link to `path` that answered `status` leads to, in words; null when it leads somewhere. */
export function brokenLink(path, status, page, now = Date.now()) {
  if (status < 400) return null;
  if (status !== 404 && status !== 410) return { level: 'warning', text: `Ссылка на ${path}: страница не открылась (ошибка ${status})` };
  if (!page) return { level: 'error', text: `Ссылка на несуществующую страницу ${path}` };
  const at = instantOf(page.publish_at);
  if (page.status !== 'published' && at !== null && at > now)
    return {
      level: 'error',
      text: `Ссылка на страницу «${page.title}» (${path}), которая опубликуется только ${inWords(page.publish_at, now)}`,
    };
  return { level: 'error', text: `Ссылка на неопубликованную страницу «${page.title}» (${path})` };
}

const contentHealth = {
  id: 'content-health',
  handler: (router, { env, services, getSchema }) => {
    router.get('/', async (req, res) => {
      const refuse = (status, message) => res.status(status).json({ errors: [{ message }] });
      if (!req.accountability?.user) return refuse(401, 'Войдите в админку сайта');
      if (!env.SITE_URL) return refuse(503, 'Проверка не настроена: у CMS нет адреса сайта (SITE_URL)');
      const schema = await getSchema();
      // The pages as this person may read them: no right to read pages, no report.
      const cmsPages = await new services.ItemsService('pages', { schema, accountability: req.accountability })
        .readByQuery({ fields: ['id', 'path', 'title', 'status', 'publish_at'], limit: -1 })
        .catch(() => null);
      if (!cmsPages) return refuse(403, 'Отчёт видят те, кто может открыть страницы сайта в админке');
      const byPath = new Map(cmsPages.map((p) => [p.path, p]));
      const site = `${String(env.SITE_URL).replace(/\/+$/, '')}${BASE_PATH}`;
      const get = (path) => fetch(`${site}${path}`, { redirect: 'manual', headers: { 'user-agent': 'ecm-content-health' } });

      // `?path=/archiving/`: that page alone (its form's «Проверка страницы», cms/extensions/page-health).
      const one = typeof req.query.path === 'string' ? req.query.path : null;
      if (one !== null && !PATH.test(one)) return refuse(400, 'Укажите путь страницы сайта, например /archiving/');
      let paths = one ? [one] : [];
      if (!one) {
        try {
          const r = await get('/sitemap.xml');
          if (!r.ok) throw new Error(String(r.status));
          const sitemap = await r.text();
          paths = [
            ...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.slice(BASE_PATH.length) || '/')),
          ];
        } catch (e) {
          return refuse(502, `Сайт не ответил на запрос карты сайта (${e.message}): попробуйте проверить позже`);
        }
      }

      /** finding text (+ file) → the finding and the pages it is on */
      const found = new Map();
      const note = (finding, page) => {
        const key = `${finding.level}\u0000${finding.text}\u0000${finding.file ?? ''}`;
        const entry = found.get(key) ?? { ...finding, pages: [] };
        if (!entry.pages.some((p) => p.path === page.path)) entry.pages.push(page);
        found.set(key, entry);
      };
      const read = await mapLimit(paths, AT_ONCE, async (path) => {
        const cms = byPath.get(path);
        const page = { path, title: cms?.title ?? null, id: cms?.id ?? null };
        try {
          const r = await get(path);
          if (r.status !== 200) {
            note({ level: 'error', text: `Страница не открывается у посетителей (ошибка ${r.status})` }, page);
            return null;
          }
          const html = await r.text();
          const checked = checkPage(html, BASE_PATH);
          page.title ??= (html.match(/<h1[^>]*>([^<]*)</)?.[1] ?? '').trim() || null;
          for (const f of checked.findings) note(f, page);
          return { page, links: checked.links };
        } catch (e) {
          note({ level: 'warning', text: `Страница не прочиталась (${e.message}): проверьте её позже` }, page);
          return null;
        }
      });

      // Every path linked to and not among the pages just read, asked once.
      const open = new Set(read.filter(Boolean).map((r) => r.page.path));
      const targets = [...new Set(read.flatMap((r) => r?.links ?? []))].filter((t) => !open.has(t));
      const statuses = new Map(
        await mapLimit(targets, AT_ONCE, async (t) => [
          t,
          await get(t).then(
            (r) => r.status,
            () => 599,
          ),
        ]),
      );
      for (const r of read)
        for (const t of r?.links ?? []) {
          const broken = statuses.has(t) ? brokenLink(t, statuses.get(t), byPath.get(t)) : null;
          if (broken) note(broken, r.page);
        }

      // Pictures by the names their files have in «Файлы».
      const files = [...new Set([...found.values()].map((f) => f.file).filter(Boolean))];
      const names = new Map(
        files.length
          ? (
              await new services.FilesService({ schema, accountability: req.accountability })
                .readMany(files, { fields: ['id', 'filename_download', 'title'] })
                .catch(() => [])
            ).map((f) => [f.id, f.filename_download ?? f.title])
          : [],
      );
      const findings = [...found.values()]
        .map(({ file, ...f }) => (file ? { ...f, text: `${f.text} (файл «${names.get(file) ?? 'без имени'}»)` } : f))
        .sort((a, b) => (a.level === b.level ? b.pages.length - a.pages.length : a.level === 'error' ? -1 : 1));
      res.set('cache-control', 'no-store');
      return res.json({ data: { checkedAt: new Date().toISOString(), pages: paths.length, findings } });
    });
  },
};

export default contentHealth;
