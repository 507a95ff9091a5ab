// Releases (collections/releases/model.mjs): POST /releases/:id/publish puts every change of the
// release live in one transaction (a version's changes promoted, a new item published), then asks
// the site for one regeneration wave for all of them; POST /releases/:id/revert puts back, in one
// transaction, every row the release changed as it was before, deletes what it created, sends the
// addresses of pages it had published to the release's «после отката» page (or the parent page),
// and regenerates once more. A reverted release can be published again (its changes are kept).
//
// Who publishes: an administrator, or a user with the role «Выпускающий редактор». Marketers
// prepare releases; the change rules of the items themselves are checked as the publisher's.
import { ownedRows, restoreRows } from './rows.js';
import { PUBLISHER_ROLE } from '../../../collections/releases/model.mjs';

/** A version's delta without its bookkeeping (`_user`, `_date`: who saved what, kept by Directus). */
const withoutMarks = (value) => {
  if (Array.isArray(value)) return value.map(withoutMarks);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== '_user' && k !== '_date')
      .map(([k, v]) => [k, withoutMarks(v)]),
  );
};
const parsed = (value) => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));

class ReleaseError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The parent page of a path (`/a/b/` → `/a/`). */
const parentPath = (path) => path.replace(/[^/]+\/$/, '') || '/';

const releases = {
  id: 'releases',
  handler: (router, { services, database, getSchema, env, logger }) => {
    const { ItemsService, UtilsService } = services;

    async function mayPublish(accountability) {
      if (accountability?.admin) return true;
      if (!accountability?.role) return false;
      const role = await database('directus_roles').where({ id: accountability.role }).first('name');
      return role?.name === PUBLISHER_ROLE;
    }

    /** One regeneration wave for every item the release changed (pages/api/revalidate.ts, `changes`). */
    async function regenerate(changes) {
      const body = {
        changes: await Promise.all(
          changes.map(async (c) => {
            const change = { event: `${c.collection}.items.update`, collection: c.collection, keys: [c.item] };
            // A page's address and status decide which pages link to it (collections/site/affected.ts).
            if (c.collection !== 'pages') return change;
            const page = await database('pages').where({ id: c.item }).first('path', 'status');
            return { ...change, payload: { path: page?.path, status: page?.status } };
          }),
        ),
      };
      const r = await fetch(`${env.SITE_URL}/ru/products/ecm/api/revalidate/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': String(env.REVALIDATE_SECRET) },
        body: JSON.stringify(body),
      }).catch((e) => ({ ok: false, status: 0, text: async () => String(e) }));
      const answer = await r.text();
      if (!r.ok) logger.warn(`releases: the site's regeneration answered ${r.status}: ${answer.slice(0, 300)}`);
      // The pages regenerated ({ revalidated, failed }), for the publisher to see.
      try {
        return JSON.parse(answer);
      } catch {
        return { error: answer.slice(0, 300) };
      }
    }

    /** The release's log with one more line, in words: «29.11.2026, 05:40 МСК — опубликован (Мария Маркетолог)». */
    async function logged(trx, release, what, accountability) {
      const person = accountability?.user
        ? await trx('directus_users').where({ id: accountability.user }).first('first_name', 'last_name', 'email')
        : null;
      const who = person ? [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email : 'система';
      const when = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' }).format(
        new Date(),
      );
      return [release.log, `${when} МСК — ${what} (${who})`].filter(Boolean).join('\n');
    }

    /** Inside the transaction: the release's new state and its line in the log. */
    async function finish(trx, release, state, what, accountability) {
      await trx('releases')
        .where({ id: release.id })
        .update({ state, log: await logged(trx, release, what, accountability) });
    }

    /** After the commit: Directus' cache cleared, then one regeneration for all the changed items. */
    async function settled(schema, changes) {
      await new UtilsService({ schema, accountability: { admin: true } }).clearCache({ system: false });
      return { changes: changes.length, regeneration: await regenerate(changes) };
    }

    async function publish(id, accountability) {
      const schema = await getSchema();
      const changes = await database.transaction(async (trx) => {
        const release = await trx('releases').where({ id }).first();
        if (!release) throw new ReleaseError(404, 'Такого релиза нет');
        if (release.state === 'published') throw new ReleaseError(409, 'Релиз уже опубликован');
        const changes = await trx('release_changes').where({ release: id }).orderBy('id');
        if (changes.length === 0) throw new ReleaseError(400, 'В релизе нет изменений');
        for (const c of changes) {
          const before = await ownedRows(trx, schema, c.collection, c.item);
          if (before.length === 0) throw new ReleaseError(400, `Изменение ${c.id}: записи ${c.collection} ${c.item} нет`);
          // Published again after a revert: the changes kept at the first publication.
          let delta = parsed(c.delta);
          if (!delta && c.version) {
            const version = await trx('directus_versions').where({ id: c.version }).first();
            if (!version) throw new ReleaseError(400, `Изменение ${c.id}: версии нет`);
            delta = withoutMarks(parsed(version.delta) ?? {});
          }
          // An item the release itself publishes (a new page, kept a draft until now).
          if (!delta) delta = { status: 'published' };
          // Events off: one regeneration for the whole release after the commit, not one per item
          // before it (the site would read what is not committed yet).
          await new ItemsService(c.collection, { knex: trx, schema, accountability }).updateOne(c.item, delta, {
            emitEvents: false,
            autoPurgeCache: false,
          });
          await trx('release_changes')
            .where({ id: c.id })
            .update({ before: JSON.stringify(before), delta: JSON.stringify(delta) });
        }
        await finish(trx, release, 'published', 'опубликован', accountability);
        return changes;
      });
      return settled(schema, changes);
    }

    async function revert(id, accountability) {
      const schema = await getSchema();
      const changes = await database.transaction(async (trx) => {
        const release = await trx('releases').where({ id }).first();
        if (!release) throw new ReleaseError(404, 'Такого релиза нет');
        if (release.state !== 'published') throw new ReleaseError(409, 'Откатить можно только опубликованный релиз');
        const changes = await trx('release_changes').where({ release: id }).orderBy('id', 'desc');
        for (const c of changes) {
          const before = parsed(c.before);
          if (!before) continue;
          await restoreRows(trx, schema, c.collection, c.item, before);
          // A page the release published is gone again: its address leads on, as a marketer chose.
          const page = c.collection === 'pages' ? before.find((r) => r.collection === 'pages')?.row : null;
          if (page && page.status !== 'published') {
            const from = page.path;
            const taken = await trx('redirects').where({ from }).first('id');
            if (!taken) await trx('redirects').insert({ from, to: release.end_redirect || parentPath(from), status_code: '307' });
          }
        }
        await finish(trx, release, 'reverted', 'откачен', accountability);
        return changes;
      });
      return settled(schema, changes);
    }

    const route = (work) => async (req, res) => {
      try {
        if (!(await mayPublish(req.accountability)))
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
    router.post('/:id/publish', route(publish));
    router.post('/:id/revert', route(revert));
  },
};

export default releases;
