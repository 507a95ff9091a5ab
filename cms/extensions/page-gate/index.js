// A single page's publish is checked as a release's is (cms/extensions/releases): when a person
// makes a page live, the page as it will be (its draft, or the content version being promoted, as
// the site renders it in preview, and its blocks' required fields) goes through the content health
// check (cms/extensions/content-health, pageHealth), and an error refuses the save with the errors
// listed in Russian; the admin app shows the message.
//
// What is «making a page live»: a draft page's status set to «Опубликовано» (with whatever else the
// same save changes: checked as a content version holding the save, made for the check and removed
// after), a content version of a page promoted when the page is or becomes published (POST
// /versions/:id/promote), and a page created already published (refused: a new page is saved as a
// draft first, then checked when published).
//
// Who is checked: every signed-in user who is not an administrator (a marketer, in the admin app or
// through the API), and an administrator working in the admin app (signed in with a session: the
// app's sign-in keeps one, its cookie). Such an administrator may publish anyway, giving the reason:
// «Опубликовать вопреки проверке» in the page form's «Проверка страницы» (POST
// /content-health/publish-despite), which keeps the reason, with the errors, as a comment on the
// page. Not checked: the scheduled publishing flow (it runs as the system: the time was set by
// someone who could), and an administrator's API access (a static token or an access token of
// /auth/login: the seed, scripts, the integration tests that create pages published at once):
// programs acting for an administrator, who may publish anyway; a reason there would be boilerplate.
//
// A check that cannot run (no SITE_URL or preview secret, the site not answering) refuses the
// publish with that reason, so that errors never go live unseen because the check was down; an
// administrator may still publish despite it, saying why. The seed and the tests never meet this,
// since an administrator's API access is not checked at all.
import { createError } from '@directus/errors';
import { pageHealth, checkedPerson, refusalOf } from '../content-health/index.js';

/**
 * A refusal the admin app shows in the form beside the status field, as Directus' own validation
 * errors are («Статус: …»), not as a dialog with a code (cms/extensions/release-schedule does the same).
 */
const Failed = createError('FAILED_VALIDATION', (e) => e.validation_message, 400);
const refusal = (message, findings) => new Failed({ field: 'status', path: [], type: 'custom', validation_message: message, findings });

/** Fields a save can carry without changing what the page shows. */
const NOT_CONTENT = new Set(['status', 'publish_at', 'date_updated']);

/**
 * Pages whose promote was just checked, and when: its update, which follows at once, is not checked
 * again. A promote whose save then failed leaves its mark only for a minute.
 */
const promoted = new Map();
const PROMOTE_MS = 60_000;
const justPromoted = (id) => {
  const at = promoted.get(id);
  promoted.delete(id);
  return at !== undefined && Date.now() - at < PROMOTE_MS;
};

const pageGate = ({ filter }, { env, services, logger }) => {
  /** The page's errors as it will be published (`version`: a content version's key); a check that cannot run is one. */
  async function errorsOf(id, version, schema) {
    try {
      const report = await pageHealth(id, { version, env, services, schema, accountability: null });
      return report.findings.filter((f) => f.level === 'error');
    } catch (e) {
      logger.warn(`page-gate: page ${id} not checked: ${e?.message}`);
      return [{ level: 'error', text: `Страница не проверена: ${e?.message ?? e}`, pages: [] }];
    }
  }

  async function refuseOnErrors(id, version, schema, accountability) {
    const errors = await errorsOf(id, version, schema);
    if (errors.length) throw refusal(refusalOf(errors, accountability), errors);
  }

  /**
   * The save's changes kept as a temporary content version of the page, for the site's preview to
   * render the page as this save makes it; `work(key)`, then the version is removed.
   */
  async function asSaved(id, payload, schema, work) {
    const changes = Object.fromEntries(Object.entries(payload).filter(([k]) => !NOT_CONTENT.has(k)));
    if (Object.keys(changes).length === 0) return work(null);
    const versions = new services.ItemsService('directus_versions', { schema, accountability: null });
    const key = `check-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const made = await versions.createOne({
      key,
      name: 'Проверка перед публикацией',
      collection: 'pages',
      item: String(id),
      hash: '',
      delta: changes,
    });
    try {
      return await work(key);
    } finally {
      await versions.deleteOne(made).catch((e) => logger.warn(`page-gate: check version ${made} not removed: ${e?.message}`));
    }
  }

  filter('pages.items.create', async (payload, _meta, { accountability }) => {
    if (payload?.status === 'published' && checkedPerson(accountability))
      throw refusal('Новую страницу сохраните черновиком: перед публикацией её проверят так, как она будет опубликована', []);
    return payload;
  });

  filter('pages.items.update', async (payload, { keys }, { accountability, schema }) => {
    if (payload?.status !== 'published' || !checkedPerson(accountability)) return payload;
    const pages = await new services.ItemsService('pages', { schema, accountability: null }).readMany(keys, { fields: ['id', 'status'] });
    for (const page of pages) {
      if (page.status === 'published') continue;
      if (justPromoted(String(page.id))) continue;
      await asSaved(page.id, payload, schema, (version) => refuseOnErrors(page.id, version, schema, accountability));
    }
    return payload;
  });

  filter('pages.items.promote', async (payload, { item, version }, { accountability, schema }) => {
    if (!checkedPerson(accountability)) return payload;
    const page = await new services.ItemsService('pages', { schema, accountability: null }).readOne(item, { fields: ['status'] });
    if (page?.status !== 'published' && payload?.status !== 'published') return payload;
    const { key } = await new services.ItemsService('directus_versions', { schema, accountability: null }).readOne(version, {
      fields: ['key'],
    });
    await refuseOnErrors(item, key, schema, accountability);
    if (page?.status !== 'published') promoted.set(String(item), Date.now());
    return payload;
  });
};

export default pageGate;
