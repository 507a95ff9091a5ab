// Releases (collections/releases/model.mjs): POST /releases/:id/publish and POST /releases/:id/revert,
// the buttons of a release's screen (cms/extensions/release-actions); the work is engine.js's, which
// the release's schedule uses too (cms/extensions/release-schedule). GET /releases/me tells whether
// the signed-in person publishes.
//
// Who publishes: an administrator, or a user with the role «Выпускающий редактор». Marketers
// prepare releases; the change rules of the items themselves are checked as the publisher's.
//
// Before a publish, the release's pages are checked as its preview shows them (the content health
// report, cms/extensions/content-health): an error (a link to a page not live, a picture without
// alt, a second h1…) stops it, with the findings in the answer. An administrator may publish anyway,
// saying why (`{ "despite": "…" }`): the release's log keeps the reason. The check the publisher's
// screen made a moment ago is not made again when nothing in the CMS has changed since. The schedule publishes
// without the check: a publisher set its time.
import { ReleaseError, releaseEngine } from './engine.js';
import { releaseHealthNow } from '../content-health/index.js';
import { PUBLISHER_ROLE } from '../../../collections/releases/model.mjs';

const releases = {
  id: 'releases',
  handler: (router, context) => {
    const { logger, env, services, getSchema, database } = context;
    const engine = releaseEngine(context);

    /** The release's errors as its check finds them; a check that cannot run is one. */
    async function errorsOf(id, accountability) {
      try {
        const report = await releaseHealthNow(Number(id), { env, services, schema: await getSchema(), accountability, database });
        return report.findings.filter((f) => f.level === 'error');
      } catch (e) {
        return [{ level: 'error', text: `Релиз не проверен: ${e.message}`, pages: [] }];
      }
    }

    async function publish(id, accountability, body) {
      const despite = typeof body?.despite === 'string' ? body.despite.trim().slice(0, 500) : '';
      const errors = await errorsOf(id, accountability);
      if (errors.length === 0) return engine.publish(id, accountability);
      const found = `Проверка релиза нашла ${errors.length === 1 ? 'ошибку' : `ошибки: ${errors.length}`}`;
      if (!accountability?.admin)
        throw new ReleaseError(409, `${found}. Исправьте и опубликуйте снова; опубликовать с ошибками может администратор`, {
          findings: errors,
        });
      if (!despite)
        throw new ReleaseError(409, `${found}. Исправьте и опубликуйте снова, или опубликуйте вопреки проверке, указав причину`, {
          findings: errors,
        });
      return engine.publish(id, accountability, null, `«${despite}» (ошибок: ${errors.length})`);
    }

    const route = (work) => async (req, res) => {
      try {
        if (!(await engine.mayPublish(req.accountability)))
          return res
            .status(403)
            .json({ errors: [{ message: `Публиковать и откатывать релизы может роль «${PUBLISHER_ROLE}» или администратор` }] });
        return res.json({ data: await work(req.params.id, req.accountability, req.body) });
      } catch (e) {
        if (e instanceof ReleaseError)
          return res.status(e.status).json({ errors: [{ message: e.message, ...(e.extensions ? { extensions: e.extensions } : {}) }] });
        // A change the item's own rules refuse (Directus' errors carry their status).
        if (e?.status >= 400 && e.status < 500) return res.status(e.status).json({ errors: [{ message: e.message }] });
        logger.error(e);
        return res.status(500).json({ errors: [{ message: 'Релиз не изменён: ошибка при записи' }] });
      }
    };
    // What the signed-in person may do with releases, for the admin's screens (cms/extensions/add-to-release).
    router.get('/me', async (req, res) => {
      if (!req.accountability?.user) return res.status(401).json({ errors: [{ message: 'Войдите в админку' }] });
      return res.json({ data: { publishes: await engine.mayPublish(req.accountability), admin: Boolean(req.accountability.admin) } });
    });
    router.post('/:id/publish', route(publish));
    router.post(
      '/:id/revert',
      route((id, accountability) => engine.revert(id, accountability)),
    );
  },
};

export default releases;
