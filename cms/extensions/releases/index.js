// Releases (collections/releases/model.mjs): POST /releases/:id/publish and POST /releases/:id/revert,
// the buttons of a release's screen (cms/extensions/release-actions); the work is engine.js's, which
// the release's schedule uses too (cms/extensions/release-schedule). GET /releases/me tells whether
// the signed-in person publishes.
//
// Who publishes: an administrator, or a user with the role «Выпускающий редактор». Marketers
// prepare releases; the change rules of the items themselves are checked as the publisher's.
import { ReleaseError, releaseEngine } from './engine.js';
import { PUBLISHER_ROLE } from '../../../collections/releases/model.mjs';

const releases = {
  id: 'releases',
  handler: (router, context) => {
    const { logger } = context;
    const engine = releaseEngine(context);

    const route = (work) => async (req, res) => {
      try {
        if (!(await engine.mayPublish(req.accountability)))
          return res
            .status(403)
            .json({ errors: [{ message: `Публиковать и откатывать релизы может роль «${PUBLISHER_ROLE}» или администратор` }] });
        return res.json({ data: await work(req.params.id, req.accountability) });
      } catch (e) {
        if (e instanceof ReleaseError) return res.status(e.status).json({ errors: [{ message: e.message }] });
        // A change the item's own rules refuse (Directus' errors carry their status).
        if (e?.status >= 400 && e.status < 500) return res.status(e.status).json({ errors: [{ message: e.message }] });
        logger.error(e);
        return res.status(500).json({ errors: [{ message: 'Релиз не изменён: ошибка при записи' }] });
      }
    };
    // What the signed-in person may do with releases, for the admin's screens (cms/extensions/add-to-release).
    router.get('/me', async (req, res) => {
      if (!req.accountability?.user) return res.status(401).json({ errors: [{ message: 'Войдите в админку' }] });
      return res.json({ data: { publishes: await engine.mayPublish(req.accountability) } });
    });
    router.post('/:id/publish', route(engine.publish));
    router.post('/:id/revert', route(engine.revert));
  },
};

export default releases;
