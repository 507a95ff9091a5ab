// The release engine (collections/releases/model.mjs), used by the endpoint (index.js: the
// buttons) and by the schedule (cms/extensions/release-schedule). `publish` puts every change of the
// release live in one transaction (a version's changes promoted, a new item published), then asks
// the site for one regeneration wave for all of them; `revert` puts back, in one transaction, every
// row the release changed as it was before, deletes what it created, sends the addresses of pages it
// had published to the release's «после отката» page (or the parent page), and regenerates once
// more. A reverted release can be published again (its changes are kept).
//
// The regeneration is owed until the site has answered it (`regeneration_due`, set in the publish's
// or revert's own transaction): a site killed or restarted in the middle of the wave, or not up at
// all, would otherwise keep serving some pages as they were before the release and others as after,
// until their revalidate interval. The schedule's look (`tick`) asks again while it is owed.
//
// Each begins by taking the release with a conditional update of its row (state, and the schedule's
// time when the schedule publishes): of two Directus instances, or two clicks, that reach the same
// release, the second finds the row already changed (PostgreSQL makes it wait for the first's commit)
// and does nothing. Publishing clears «Опубликовать по расписанию», a revert «Дата окончания».
import { ownedRows, restoreRows } from './rows.js';
import { PUBLISHER_ROLE } from '../../../collections/releases/model.mjs';
import { instantOf } from '../moscow-datetime/moscow.js';
import { keepOldAddress } from '../page-safety/index.js';

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

export class ReleaseError extends Error {
  /** `extensions`: what the answer carries besides the message (the check's findings). */
  constructor(status, message, extensions = undefined) {
    super(message);
    this.status = status;
    this.extensions = extensions;
  }
}

/** Whether a page's change, as applied (`release_changes.delta`), sets its address or its status. */
const movesPage = (delta) => !!delta && ('path' in delta || 'status' in delta);

/** The parent page of a path (`/a/b/` → `/a/`). */
const parentPath = (path) => path.replace(/[^/]+\/$/, '') || '/';

/**
 * A schedule time as Moscow wall time (`2026-11-29T02:20:00`), read as Directus keeps a `dateTime`
 * without zone: SQLite as milliseconds and PostgreSQL as a Date, both of the wall time taken as UTC
 * (Directus runs in UTC); a payload as the text typed.
 */
export const wallTime = (value) => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date || typeof value === 'number' || /^\d+$/.test(String(value)))
    return new Date(value instanceof Date ? value : Number(value)).toISOString().slice(0, 19);
  return String(value).replace(' ', 'T').slice(0, 19);
};

/** @param {{ services: any, database: any, getSchema: any, env: any, logger: any, emitter?: any }} context */
export function releaseEngine({ services, database, getSchema, env, logger, emitter }) {
  const { ItemsService, UtilsService } = services;

  /** Saves inside a release's transaction: no events, one regeneration after the commit (`publish`). */
  const SILENT = { emitEvents: false, autoPurgeCache: false };
  const moving = (knex, schema) => ({ ItemsService, schema, knex, logger });
  const pageNow = (knex, id) => knex('pages').where({ id }).first('id', 'path', 'status');

  /** Whether `accountability` publishes; `knex`: the transaction of a save under way (SQLite has one connection). */
  async function mayPublish(accountability, knex = database) {
    if (accountability?.admin) return true;
    if (!accountability?.role) return false;
    const role = await knex('directus_roles').where({ id: accountability.role }).first('name');
    return role?.name === PUBLISHER_ROLE;
  }

  /**
   * One regeneration wave for every item the release changed (pages/api/revalidate.ts, `changes`):
   * the pages regenerated (`{ revalidated, failed }`, for the publisher to see), and whether the site
   * ran the wave (`delivered`): it answered with what it regenerated, even if a page failed (the site
   * tried that page twice already). No answer, or a refusal (503: it could not read the CMS), is not.
   */
  async function regenerate(changes) {
    const body = {
      changes: await Promise.all(
        changes.map(async (c) => {
          const change = { event: `${c.collection}.items.update`, collection: c.collection, keys: [c.item] };
          // A page's address and status decide which pages link to it (collections/site/affected.ts):
          // named only for a page the release publishes, unpublishes or moves (its delta sets them,
          // and a revert sets them back). A page whose blocks alone change is regenerated by itself;
          // naming its address anyway made the site look for every page linking to it, and for a
          // page in a menu that is every page of the site.
          if (c.collection !== 'pages' || !movesPage(parsed(c.delta))) return change;
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
    let outcome;
    try {
      outcome = JSON.parse(answer);
    } catch {
      outcome = { error: answer.slice(0, 300) };
    }
    return { ...outcome, delivered: Array.isArray(outcome?.revalidated) && Array.isArray(outcome?.failed) };
  }

  /** When an owed regeneration is asked for again: after the site's answer could have come (a lease), or after a failure. */
  const LEASE_MS = 120_000;
  const RETRY_MS = 5_000;
  const dueIn = (ms) => new Date(Date.now() + ms).toISOString();

  /**
   * The release's log with one more line, in words: «29.11.2026, 05:40 МСК — опубликован (Мария
   * Маркетолог)»; the schedule's lines say so and name no one: «… — опубликован по расписанию».
   */
  async function logged(trx, log, what, accountability) {
    const person = accountability?.user
      ? await trx('directus_users').where({ id: accountability.user }).first('first_name', 'last_name', 'email')
      : null;
    const who = person ? [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email : null;
    const when = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' }).format(new Date());
    return [log, `${when} МСК — ${what}${who ? ` (${who})` : ''}`].filter(Boolean).join('\n');
  }

  /**
   * Inside the transaction, first: takes the release by a conditional update of its row, or throws
   * (`due`: the schedule's time as read; then a release whose time was changed or that another
   * instance took meanwhile is left alone, and null returned).
   */
  async function take(trx, id, from, clear, due) {
    const release = await trx('releases').where({ id }).first();
    if (!release) throw new ReleaseError(404, 'Такого релиза нет');
    let rows = trx('releases').where({ id });
    rows = from === 'published' ? rows.where('state', 'published') : rows.whereNot('state', 'published');
    if (due) rows = rows.where(clear, due);
    const taken = await rows.update({ [clear]: null });
    if (taken === 1) return release;
    if (due) return null;
    throw new ReleaseError(409, from === 'published' ? 'Откатить можно только опубликованный релиз' : 'Релиз уже опубликован');
  }

  /**
   * Inside the transaction, last: the release's new state, its line in the log, and the regeneration
   * owed (asked for after the commit by the publisher's request; by the schedule if that never answers).
   * Returns when the regeneration is owed from, which `settled` clears.
   */
  async function finish(trx, release, state, what, accountability) {
    const due = dueIn(LEASE_MS);
    await trx('releases')
      .where({ id: release.id })
      .update({ state, log: await logged(trx, release.log, what, accountability), regeneration_due: due });
    return due;
  }

  /**
   * After the commit: Directus' cache cleared, what the CMS derives from the items brought up to date
   * (`releases.settled`: the saves above emit no events), then one regeneration for all the changed
   * items. `due`: the regeneration owed as stored; cleared once the site has run it, else asked for
   * again in a few seconds (unless the release was published or reverted again meanwhile).
   */
  async function settled(schema, id, changes, due) {
    await new UtilsService({ schema, accountability: { admin: true } }).clearCache({ system: false });
    await emitter?.emitAction('releases.settled', { changes }, { database, schema, accountability: null });
    const { delivered, ...regeneration } = await regenerate(changes);
    await database('releases')
      .where({ id, regeneration_due: due })
      .update({ regeneration_due: delivered ? null : dueIn(RETRY_MS) });
    if (!delivered) logger.warn(`releases: release ${id}'s regeneration is owed; asked again in ${RETRY_MS / 1000} s`);
    return { changes: changes.length, regeneration: { ...regeneration, pending: !delivered } };
  }

  /**
   * The regeneration of a release that is owed and due: taken by a conditional update (one instance
   * asks), then asked for as after the publish or revert.
   */
  async function regenerateOwed(id, due) {
    const lease = dueIn(LEASE_MS);
    const taken = await database('releases').where({ id, regeneration_due: due }).update({ regeneration_due: lease });
    if (taken !== 1) return null;
    const changes = await database('release_changes').where({ release: id }).orderBy('id');
    return settled(await getSchema(), id, changes, lease);
  }

  /**
   * @param {string | number} id
   * @param {object | null} accountability the publisher's; the schedule's is an administrator's without a user
   * @param {string | null} [due] the schedule's time as stored, when the schedule publishes
   * @param {string | null} [despite] why an administrator publishes though the release's check found errors, for the log
   */
  async function publish(id, accountability, due = null, despite = null) {
    const schema = await getSchema();
    const done = await database.transaction(async (trx) => {
      const release = await take(trx, id, 'draft', 'start_at', due);
      if (!release) return null;
      const end = wallTime(release.end_at);
      if (!due && end && instantOf(end) <= Date.now())
        throw new ReleaseError(400, 'Дата окончания релиза уже прошла: измените её или уберите, затем публикуйте');
      const changes = await trx('release_changes').where({ release: id }).orderBy('id');
      if (changes.length === 0) throw new ReleaseError(400, 'В релизе нет изменений');
      const applied = [];
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
        // A page the release moves: its old address leads on (the rename hook sees no silent save).
        if (c.collection === 'pages' && typeof delta.path === 'string')
          await keepOldAddress(moving(trx, schema), await pageNow(trx, c.item), delta.path, SILENT);
        // Events off: one regeneration for the whole release after the commit, not one per item
        // before it (the site would read what is not committed yet).
        await new ItemsService(c.collection, { knex: trx, schema, accountability }).updateOne(c.item, delta, SILENT);
        // A page it puts live is reached at its address: a redirect from there (the one a revert of
        // this release left, say) would hide it from every visitor.
        const live = c.collection === 'pages' ? await pageNow(trx, c.item) : null;
        if (live?.status === 'published') await trx('redirects').where({ from: live.path }).del();
        const kept = { before: JSON.stringify(before), delta: JSON.stringify(delta) };
        await trx('release_changes').where({ id: c.id }).update(kept);
        applied.push({ ...c, ...kept });
      }
      const what = due ? 'опубликован по расписанию' : despite ? `опубликован вопреки проверке: ${despite}` : 'опубликован';
      return { changes: applied, owed: await finish(trx, release, 'published', what, accountability) };
    });
    return done ? settled(schema, id, done.changes, done.owed) : null;
  }

  /** As `publish`; `due`: the end date as stored, when the schedule reverts. */
  async function revert(id, accountability, due = null) {
    const schema = await getSchema();
    const done = await database.transaction(async (trx) => {
      const release = await take(trx, id, 'published', 'end_at', due);
      if (!release) return null;
      const changes = await trx('release_changes').where({ release: id }).orderBy('id', 'desc');
      for (const c of changes) {
        const before = parsed(c.before);
        if (!before) continue;
        // A live page the release moved goes back to its old address, and the release's address leads to it.
        const was = c.collection === 'pages' ? before.find((r) => r.collection === 'pages')?.row : null;
        if (was?.status === 'published') await keepOldAddress(moving(trx, schema), await pageNow(trx, c.item), was.path, SILENT);
        await restoreRows(trx, schema, c.collection, c.item, before);
        // A page the release published is gone again: its address leads on, as a marketer chose.
        if (was && was.status !== 'published') {
          const from = was.path;
          const taken = await trx('redirects').where({ from }).first('id');
          if (!taken) await trx('redirects').insert({ from, to: release.end_redirect || parentPath(from), status_code: '307' });
        }
      }
      return { changes, owed: await finish(trx, release, 'reverted', due ? 'откачен по окончании' : 'откачен', accountability) };
    });
    return done ? settled(schema, id, done.changes, done.owed) : null;
  }

  /** The schedule's accountability: full rights, no person (the log says «по расписанию»). */
  const SCHEDULE = { admin: true, role: null, user: null };

  /**
   * One look at the schedule (cms/extensions/release-schedule, every few seconds on each
   * instance): publishes the releases whose «Опубликовать по расписанию» has come and reverts the
   * published ones whose «Дата окончания» has. A release that cannot be published or reverted
   * keeps its state: the time is cleared and the log says why, so it is not tried again and again.
   * Then asks the site again for the regenerations owed whose time has come (see `settled`).
   */
  async function tick(now = Date.now()) {
    const rows = await database('releases')
      .select('id', 'state', 'start_at', 'end_at')
      .where((q) => q.whereNotNull('start_at').whereNot('state', 'published'))
      .orWhere((q) => q.whereNotNull('end_at').where('state', 'published'));
    const done = [];
    for (const r of rows) {
      const publishing = r.state !== 'published';
      const raw = publishing ? r.start_at : r.end_at;
      const at = instantOf(wallTime(raw));
      if (at === null || at > now) continue;
      try {
        const outcome = publishing ? await publish(r.id, SCHEDULE, raw) : await revert(r.id, SCHEDULE, raw);
        if (outcome) done.push({ id: r.id, action: publishing ? 'publish' : 'revert', ...outcome });
      } catch (e) {
        if (!(e instanceof ReleaseError) && !(e?.status >= 400 && e.status < 500)) logger.error(e);
        const field = publishing ? 'start_at' : 'end_at';
        const what = `${publishing ? 'не опубликован по расписанию' : 'не откачен по окончании'}: ${e?.message ?? e}`;
        await database.transaction(async (trx) => {
          const taken = await trx('releases')
            .where({ id: r.id })
            .where(field, raw)
            .update({ [field]: null });
          if (taken !== 1) return;
          const { log } = await trx('releases').where({ id: r.id }).first('log');
          await trx('releases')
            .where({ id: r.id })
            .update({ log: await logged(trx, log, what, null) });
        });
      }
    }
    const owed = await database('releases').select('id', 'regeneration_due').whereNotNull('regeneration_due');
    for (const r of owed) {
      if (Date.parse(r.regeneration_due) > now) continue;
      const outcome = await regenerateOwed(r.id, r.regeneration_due).catch((e) => logger.error(e));
      if (outcome) done.push({ id: r.id, action: 'regenerate', ...outcome });
    }
    return done;
  }

  return { mayPublish, publish, revert, tick };
}
