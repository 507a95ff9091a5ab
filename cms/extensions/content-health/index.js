// `GET /content-health/`: the content health report of the live site, for whoever may read the
// pages in the admin (the dashboard «Проверка сайта», cms/extensions/content-health-report).
//
// Every page the sitemap lists is read from the site as visitors get it (SITE_URL, the address the
// flows use) and checked (lib/content-health/page-checks.mjs): its h1, its title and description
// for search engines, the pictures of its content without alt; and from the CMS's data, its blocks'
// empty required fields and lead forms whose CRM funnel is wrong. Every site path the pages link to,
// menus included, is asked once: a link that leads to a 404 is named by what it points at, a page
// kept a draft or one scheduled for later, or no page at all. Findings the same on several pages
// (a menu's link is on all of them) are one line with the pages listed.
//
// `GET /content-health/?release=<id>`: the same checks on the pages a release changes, as the
// release's preview shows them (lib/cms/release-view.ts), before it is published: the release's
// publish stops on an error (cms/extensions/releases; an administrator may publish anyway, saying why).
import { checkPage } from '../../../lib/content-health/page-checks.mjs';
import { blockFields, missingOf, rulesOf } from '../../../lib/content-health/required-fields.mjs';
import { PIPELINE_FIELDS, pipelineFindings, SITE_PIPELINE } from '../../../lib/content-health/form-pipelines.mjs';
import { loadModel } from '../../../schema/model/index.mjs';
import { inWords, instantOf } from '../moscow-datetime/moscow.js';
import { previewSubject, previewToken, readableRelease } from '../preview-link/index.js';
import { keptChecks } from './kept-checks.js';

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

/** The block model's required fields (lib/content-health/required-fields.mjs), read once. */
let model = null;
const blockRules = () =>
  (model ??= loadModel().then((m) => {
    const rules = rulesOf(m.collections);
    return { rules, fields: [...blockFields(rules, m.blockNames), ...PIPELINE_FIELDS] };
  }));

/**
 * The CRM funnels the site's leads have gone to (lib/content-health/form-pipelines.mjs): the main one,
 * and every one the CRM has taken a lead into. Read with full rights: codes only, whoever asks.
 */
async function knownPipelines({ services, schema }) {
  const sent = await new services.ItemsService('leads', { schema, accountability: null }).readByQuery({
    filter: { crm_status: { _eq: 'sent' }, qbpm_pipeline: { _nnull: true } },
    groupBy: ['qbpm_pipeline'],
    aggregate: { count: ['id'] },
    limit: -1,
  });
  return new Set([SITE_PIPELINE, ...sent.map((r) => r.qbpm_pipeline)]);
}

/**
 * What the CMS's data of the blocks of `pages` (`{ id, path, version? }`: a page, as a content
 * version of it makes it when `version` is its key) shows, by path: empty required fields (the
 * HTML cannot: a block renders without its empty title) and lead forms whose CRM funnel is wrong.
 * Directus reads a version as its item with the delta applied.
 */
export async function blockFindings(pages, { services, schema, accountability }) {
  const { rules, fields } = await blockRules();
  const known = await knownPipelines({ services, schema });
  const found = (blocks) => [
    ...missingOf(blocks, rules),
    ...pipelineFindings(blocks, known, rules.get('block_lead_form')?.label ?? 'Форма заявки'),
  ];
  const service = new services.ItemsService('pages', { schema, accountability });
  const out = new Map();
  const main = pages.filter((p) => !p.version && p.id != null);
  if (main.length) {
    const read = await service.readByQuery({ filter: { id: { _in: main.map((p) => p.id) } }, fields: ['id', ...fields], limit: -1 });
    const byId = new Map(read.map((r) => [String(r.id), r]));
    for (const p of main) out.set(p.path, found(byId.get(String(p.id))?.blocks ?? []));
  }
  await mapLimit(
    pages.filter((p) => p.version && p.id != null),
    AT_ONCE,
    async (p) => {
      const read = await service.readOne(p.id, { fields, version: p.version });
      out.set(p.path, found(read?.blocks ?? []));
    },
  );
  return out;
}

/**
 * The findings on the pages at `paths` (lib/content-health/page-checks.mjs) and on the site paths
 * they link to, each asked once (`get`, `getLink`): as visitors get them, or as a release's preview shows them.
 * `byPath`: the CMS's pages by path, which name the pages and the links' targets; `redirected`: the
 * paths whose redirect a release's publish removes, where the page cannot be read before; `extra`:
 * findings by path found elsewhere (blockFindings: what the blocks' data shows).
 */
export async function healthReport({
  paths,
  get,
  getLink = get,
  byPath,
  redirected = new Set(),
  extra = new Map(),
  services,
  schema,
  accountability,
}) {
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
    for (const f of extra.get(path) ?? []) note(f, page);
    try {
      const r = await get(path);
      if (r.status >= 300 && r.status < 400 && redirected.has(path)) {
        note(
          { level: 'warning', text: 'Страница не проверена: её адрес сейчас перенаправляется, публикация релиза уберёт перенаправление' },
          page,
        );
        return null;
      }
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
      await getLink(t).then(
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
          await new services.FilesService({ schema, accountability })
            .readMany(files, { fields: ['id', 'filename_download', 'title'] })
            .catch(() => [])
        ).map((f) => [f.id, f.filename_download ?? f.title])
      : [],
  );
  const findings = [...found.values()]
    .map(({ file, ...f }) => (file ? { ...f, text: `${f.text} (файл «${names.get(file) ?? 'без имени'}»)` } : f))
    .sort((a, b) => (a.level === b.level ? b.pages.length - a.pages.length : a.level === 'error' ? -1 : 1));
  return { checkedAt: new Date().toISOString(), pages: paths.length, findings };
}

/**
 * A fetch of the site as release `release` will make it: the preview session the site opens for a
 * token this CMS mints with the preview secret (cms/extensions/preview-link; lib/cms/release-view.ts).
 * Also the admin's before/after (cms/extensions/release-compare).
 */
export async function releaseSite(site, secret, release) {
  const token = previewToken(String(secret), previewSubject('/', undefined, release));
  return previewSession(`${site}/api/preview/?token=${encodeURIComponent(token)}&path=%2F&release=${release}`, 'предпросмотр релиза', site);
}

/**
 * A fetch of the site with page `path`'s draft, or its content version `version` (a key), as it
 * would be published: the preview the admin opens beside the page's form. The check before a page's
 * publish (cms/extensions/page-gate) and the draft's «Проверка страницы».
 */
export async function pageSite(site, secret, path, version) {
  const token = previewToken(String(secret), previewSubject(path));
  const query = `token=${encodeURIComponent(token)}&path=${encodeURIComponent(path)}${version ? `&version=${encodeURIComponent(version)}` : ''}`;
  return previewSession(`${site}/api/preview/?${query}`, 'предпросмотр страницы', site);
}

/** Opens the preview session at `url` (the site's /api/preview/) and fetches the site in it. */
async function previewSession(url, what, site) {
  const r = await fetch(url, { redirect: 'manual' });
  if (r.status !== 307) throw new Error(`${what} не открылся (ошибка ${r.status})`);
  const cookie = r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (path) => fetch(`${site}${path}`, { redirect: 'manual', headers: { cookie, 'user-agent': 'ecm-content-health' } });
}

/** The site's address for the CMS's own requests, with the base path (`http://site:3000/ru/products/ecm`). */
export const siteBase = (env) => `${String(env.SITE_URL).replace(/\/+$/, '')}${BASE_PATH}`;

/** A fetch of the site at `site` (siteBase) as visitors get it: cached pages, no preview session. */
export const asVisitor = (site) => (path) =>
  fetch(`${site}${path}`, { redirect: 'manual', headers: { 'user-agent': 'ecm-content-health' } });

/**
 * The pages a release changes: its own (`path` the address it gives them, `isNew` when it publishes
 * them), and whether it changes a menu or the site's settings (`chrome`), which every page shows.
 * `pages`: the CMS's pages as the asking person reads them.
 */
export async function releasePages(release, { services, schema, accountability, pages }) {
  const changes = await new services.ItemsService('release_changes', { schema, accountability }).readByQuery({
    filter: { release: { _eq: release } },
    fields: ['collection', 'item', 'version.key', 'version.delta'],
    limit: -1,
  });
  const byId = new Map(pages.map((p) => [String(p.id), p]));
  const own = new Map();
  let chrome = false;
  for (const c of changes) {
    if (c.collection === 'navigation' || c.collection === 'globals') chrome = true;
    if (c.collection !== 'pages') continue;
    const page = byId.get(String(c.item));
    const delta = typeof c.version?.delta === 'string' ? JSON.parse(c.version.delta) : c.version?.delta;
    const path = typeof delta?.path === 'string' ? delta.path : page?.path;
    if (path && PATH.test(path))
      own.set(path, {
        path,
        title: delta?.title ?? page?.title ?? null,
        isNew: page?.status !== 'published',
        id: c.item,
        version: c.version?.key ?? null,
      });
  }
  return { own: [...own.values()], chrome };
}

/**
 * The report of release `release` before it is published: its pages as its preview shows them, and
 * the links on them (to a page the release publishes too: fine; to a draft it leaves out: an error).
 * Used by the release's publish (cms/extensions/releases), which an error stops.
 */
export async function releaseHealth(release, { env, services, schema, accountability }) {
  if (!env.SITE_URL || !env.PREVIEW_SECRET) throw new Error('у CMS нет адреса сайта или ключа предпросмотра (SITE_URL, PREVIEW_SECRET)');
  const site = siteBase(env);
  const pages = await new services.ItemsService('pages', { schema, accountability }).readByQuery({
    fields: ['id', 'path', 'title', 'status', 'publish_at'],
    limit: -1,
  });
  // The release's pages, and the home page for a menu or the settings: the same on every page.
  const { own, chrome } = await releasePages(release, { services, schema, accountability, pages });
  const paths = [...new Set([...own.map((p) => p.path), ...(chrome ? ['/'] : [])])];
  const get = await releaseSite(site, env.PREVIEW_SECRET, release);
  // A link is asked as visitors get it (a cached page, at once), and again in the release's preview
  // only when it fails there: a release adds and changes pages, so a link live now stays live.
  const live = asVisitor(site);
  const getLink = async (path) => {
    const r = await live(path);
    return r.status < 400 ? r : get(path);
  };
  const byPath = new Map(pages.map((p) => [p.path, p]));
  // The release's new pages whose address redirects now (a revert of it left that): publishing removes it.
  const fresh = own.filter((p) => p.isNew).map((p) => p.path);
  const redirected = new Set(
    fresh.length
      ? (
          await new services.ItemsService('redirects', { schema, accountability }).readByQuery({
            filter: { from: { _in: fresh } },
            fields: ['from'],
            limit: -1,
          })
        ).map((r) => r.from)
      : [],
  );
  // Its pages' blocks as its versions make them; a menu's or the settings' change has no blocks.
  const extra = await blockFindings(own, { services, schema, accountability });
  return healthReport({ paths, get, getLink, byPath, redirected, extra, services, schema, accountability });
}

/**
 * The report of page `id` as it will be published: its draft, or its content version `version` (a
 * key), as the site renders it in preview, with what its blocks' data shows, and its links as
 * visitors get them (a link to a draft is an error: publishing this page does not publish that one).
 */
export async function pageHealth(id, { version = null, asLive = false, env, services, schema, accountability }) {
  if (!env.SITE_URL || !env.PREVIEW_SECRET) throw new Error('у CMS нет адреса сайта или ключа предпросмотра (SITE_URL, PREVIEW_SECRET)');
  const site = siteBase(env);
  const service = new services.ItemsService('pages', { schema, accountability });
  const page = await service.readOne(id, { fields: ['id', 'path', 'title'], ...(version ? { version } : {}) });
  if (!page?.path || !PATH.test(page.path)) throw new Error('у страницы нет пути');
  const pages = await service.readByQuery({ fields: ['id', 'path', 'title', 'status', 'publish_at'], limit: -1 });
  const byPath = new Map(pages.map((p) => [p.path, p]));
  byPath.set(page.path, { ...byPath.get(page.path), ...page });
  // `asLive`: the published page as visitors get it (its form's «Проверка страницы»).
  const get = asLive ? asVisitor(site) : await pageSite(site, env.PREVIEW_SECRET, page.path, version);
  const extra = await blockFindings([{ id, path: page.path, version }], { services, schema, accountability });
  return healthReport({ paths: [page.path], get, getLink: asVisitor(site), byPath, extra, services, schema, accountability });
}

/**
 * Whose publish of a page is checked (cms/extensions/page-gate): a signed-in user who is not an
 * administrator, and an administrator in the admin app (a session); not the system (the scheduled
 * publishing flow) nor an administrator's API access (the seed, scripts, integration tests).
 */
export const checkedPerson = (accountability) =>
  Boolean(accountability?.user) && (!accountability.admin || Boolean(accountability.session));

/** The refusal of a page's publish for `errors`, in words, for whoever is refused. */
export function refusalOf(errors, accountability) {
  const list = errors.map((e, i) => `${i + 1}) ${e.text}`).join('; ');
  const then = accountability?.admin
    ? 'Исправьте и опубликуйте снова, или опубликуйте вопреки проверке в «Проверка страницы», указав причину'
    : 'Исправьте и опубликуйте снова; опубликовать с ошибками может администратор';
  return `Страница не опубликована: проверка нашла ${errors.length === 1 ? 'ошибку' : `ошибки (${errors.length})`}: ${list}. ${then}`;
}

/**
 * A release's report as `releaseHealth` makes it, kept for a minute while nothing in the CMS has
 * changed since: Directus logs every save (`directus_activity`), so the same latest entry means the
 * same release, the same pages and the same links. Flow runs are left out: the regeneration flow logs
 * one after every save, often seconds later, and changes nothing itself. A minute at most, since the
 * scheduled publishing flow publishes without logging (cms/state/flows.mjs). The publisher's
 * «Опубликовать релиз» asks for the check as the question shows (cms/extensions/release-actions) and
 * the publish that follows (cms/extensions/releases) waits for that same check instead of making it
 * again; «Проверить релиз» always checks anew (`fresh`). Per person: what they may read decides.
 * The kept checks live in ./kept-checks.js, which says why.
 */
const KEPT_MS = 60_000;

export async function releaseHealthNow(release, context, { fresh = false } = {}) {
  const { database, accountability } = context;
  const latest = (await database('directus_activity').whereNot('action', 'run').max('id as id').first())?.id ?? 0;
  const key = `${Number(release)}\u0000${accountability?.user ?? ''}\u0000${accountability?.role ?? ''}`;
  const kept = keptChecks.get(key);
  if (!fresh && kept && kept.latest === latest && Date.now() - kept.at < KEPT_MS) return kept.report;
  for (const [k, c] of keptChecks) if (Date.now() - c.at >= KEPT_MS) keptChecks.delete(k);
  const report = releaseHealth(release, context);
  keptChecks.set(key, { latest, at: Date.now(), report });
  // A check that failed is made again next time.
  report.catch(() => keptChecks.get(key)?.report === report && keptChecks.delete(key));
  return report;
}

const contentHealth = {
  id: 'content-health',
  handler: (router, { env, services, getSchema, database }) => {
    router.get('/', async (req, res) => {
      const refuse = (status, message) => res.status(status).json({ errors: [{ message }] });
      if (!req.accountability?.user) return refuse(401, 'Войдите в админку сайта');
      if (!env.SITE_URL) return refuse(503, 'Проверка не настроена: у CMS нет адреса сайта (SITE_URL)');
      const schema = await getSchema();
      const accountability = req.accountability;
      res.set('cache-control', 'no-store');
      // `?release=12`: that release's pages as its preview shows them, before it is published.
      const release = typeof req.query.release === 'string' ? req.query.release : null;
      if (release !== null) {
        const readable = await readableRelease(release, { services, schema, accountability });
        if (!readable.id) return refuse(readable.status, readable.message);
        try {
          // `again=1`: «Проверить релиз», which checks anew; without it (the publish's question) a check just made is kept.
          const fresh = req.query.again === '1';
          return res.json({ data: await releaseHealthNow(readable.id, { env, services, schema, accountability, database }, { fresh }) });
        } catch (e) {
          return refuse(502, `Релиз не проверен: ${e.message}`);
        }
      }
      // `?page=12[&version=key]`: that page as it will be published, its draft or that content
      // version as its preview shows it: the draft's «Проверка страницы», what a publish would meet.
      if (typeof req.query.page === 'string') {
        if (!/^\d{1,10}$/.test(req.query.page)) return refuse(400, 'Неверный номер страницы');
        const asked = typeof req.query.version === 'string' && /^[\w-]{1,64}$/.test(req.query.version) ? req.query.version : null;
        const version = asked === 'main' ? null : asked;
        try {
          // A published page without a version: as visitors get it now, its blocks' required fields too.
          const id = Number(req.query.page);
          const saved = await new services.ItemsService('pages', { schema, accountability }).readOne(id, { fields: ['status', 'path'] });
          const live = saved?.status === 'published' && !version;
          const report = live
            ? await pageHealth(id, { env, services, schema, accountability, asLive: true })
            : await pageHealth(id, { version, env, services, schema, accountability });
          // Whether this is the live page, and whether the asking person's publish is checked.
          return res.json({ data: { ...report, live, checked: checkedPerson(accountability) } });
        } catch (e) {
          if (e?.status === 403) return refuse(403, 'Нет такой страницы, или у вас нет к ней доступа');
          return refuse(502, `Страница не проверена: ${e.message}`);
        }
      }
      // The pages as this person may read them: no right to read pages, no report.
      const cmsPages = await new services.ItemsService('pages', { schema, accountability })
        .readByQuery({ fields: ['id', 'path', 'title', 'status', 'publish_at'], limit: -1 })
        .catch(() => null);
      if (!cmsPages) return refuse(403, 'Отчёт видят те, кто может открыть страницы сайта в админке');
      const byPath = new Map(cmsPages.map((p) => [p.path, p]));
      const site = siteBase(env);
      const get = asVisitor(site);

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
      // What the blocks' data of the pages checked shows (empty required fields, CRM funnels).
      const extra = await blockFindings(
        paths.filter((p) => byPath.has(p)).map((p) => ({ id: byPath.get(p).id, path: p })),
        { services, schema, accountability },
      ).catch(() => new Map());
      return res.json({ data: await healthReport({ paths, get, byPath, extra, services, schema, accountability }) });
    });

    // `POST /content-health/publish-despite { page, despite }`: an administrator publishes a draft
    // page its check refuses (cms/extensions/page-gate), saying why; the reason, with the errors, is
    // kept as a comment on the page (its form's «Комментарии»). The publish itself is the
    // administrator's, in the page's history.
    router.post('/publish-despite', async (req, res) => {
      const refuse = (status, message) => res.status(status).json({ errors: [{ message }] });
      const accountability = req.accountability;
      if (!accountability?.user) return refuse(401, 'Войдите в админку сайта');
      if (!accountability.admin) return refuse(403, 'Опубликовать страницу вопреки проверке может только администратор');
      const id = String(req.body?.page ?? '');
      if (!/^\d{1,10}$/.test(id)) return refuse(400, 'Неверный номер страницы');
      const despite = typeof req.body?.despite === 'string' ? req.body.despite.trim().slice(0, 500) : '';
      if (!despite) return refuse(400, 'Укажите причину, по которой страница публикуется вопреки проверке');
      const schema = await getSchema();
      const pages = new services.ItemsService('pages', { schema, accountability });
      const page = await pages.readOne(id, { fields: ['id', 'status'] }).catch(() => null);
      if (!page) return refuse(404, 'Нет такой страницы');
      if (page.status === 'published') return refuse(409, 'Страница уже опубликована');
      let errors;
      try {
        errors = (await pageHealth(Number(id), { env, services, schema, accountability })).findings.filter((f) => f.level === 'error');
      } catch (e) {
        errors = [{ level: 'error', text: `Страница не проверена: ${e.message}` }];
      }
      await new services.CommentsService({ schema, accountability }).createOne({
        collection: 'pages',
        item: id,
        comment:
          `Опубликовано вопреки проверке. Причина: «${despite}».` +
          (errors.length ? ` Ошибки проверки (${errors.length}): ${errors.map((e) => e.text).join('; ')}` : ' Проверка ошибок не нашла.'),
      });
      // As the administrator, without the session that page-gate checks: the check was just made.
      const { session: _checked, ...machine } = accountability;
      await new services.ItemsService('pages', { schema, accountability: machine }).updateOne(id, { status: 'published' });
      return res.json({ data: { id: Number(id), errors: errors.length } });
    });
  },
};

export default contentHealth;
