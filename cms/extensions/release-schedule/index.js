// A release's schedule («Опубликовать по расписанию», «Дата окончания»: Moscow time, stored
// without a zone as the items' `publish_at` is; collections/releases/model.mjs).
//
// - On save, the times are checked and a wrong one is refused with a 400 that says why, in Russian
//   (a validation error of the field, which the admin shows in the form):
//   a time already past (the release would go live at once, which the button does), an end not
//   after the start, a start for a release already published.
// - While a release has a start time, its list of changes, the versions in it and the items it
//   publishes as a whole are fixed for marketers: the publisher who set the time chose what goes
//   live then (a publisher or an administrator may still change them).
// - Every RELEASE_SCHEDULE_CRON (every 2 s unless set; a cron expression with seconds) the engine
//   (cms/extensions/releases/engine.js) publishes the releases whose time has come and reverts the
//   published ones whose end has, as the buttons do, and the log says «опубликован по расписанию» or
//   «откачен по окончании». Directus runs a hook's schedule on one instance at a time (its
//   synchronisation store), and the engine takes a release with a conditional update of its row in
//   the transaction, so a release is published once however many instances look.
import { createError } from '@directus/errors';
import { releaseEngine, wallTime } from '../releases/engine.js';
import { inWords, instantOf } from '../moscow-datetime/moscow.js';
import { RELEASE_COLLECTIONS } from '../../../collections/releases/model.mjs';

/**
 * A refusal the admin app shows in the form, beside the field's name, as Directus' own validation
 * errors are («Дата окончания: …»), not as a dialog with a code: its `validation_message` is ours.
 */
const Refused = createError('FAILED_VALIDATION', (e) => e.validation_message, 400);
const refused = ({ field, message }) => new Refused({ field, path: [], type: 'custom', validation_message: message });

/** Why these times cannot be saved, or null. `given`: what the save writes; `stored`: the release as it is. */
export function scheduleProblem(given, stored, now = Date.now()) {
  const start = 'start_at' in given ? wallTime(given.start_at) : wallTime(stored?.start_at);
  const end = 'end_at' in given ? wallTime(given.end_at) : wallTime(stored?.end_at);
  const at = { start: instantOf(start), end: instantOf(end) };
  if ('start_at' in given && start) {
    if (at.start === null) return { field: 'start_at', message: 'Время публикации не похоже на дату и время' };
    if (stored?.state === 'published')
      return { field: 'start_at', message: 'Релиз уже опубликован: время публикации ему не нужно. Уберите его' };
    if (at.start <= now)
      return {
        field: 'start_at',
        message: `Время ${inWords(start, now)} уже прошло: выберите время позже (по Москве) или опубликуйте релиз кнопкой`,
      };
  }
  if ('end_at' in given && end) {
    if (at.end === null) return { field: 'end_at', message: 'Дата окончания не похожа на дату и время' };
    if (at.end <= now) return { field: 'end_at', message: `Время ${inWords(end, now)} уже прошло: выберите время позже (по Москве)` };
  }
  if (('start_at' in given || 'end_at' in given) && at.start !== null && at.end !== null && at.end <= at.start)
    return {
      field: 'end_at',
      message: `Окончание (${inWords(end, now)}) должно быть позже публикации (${inWords(start, now)})`,
    };
  return null;
}

const keysOf = (keys) => (Array.isArray(keys) ? keys : []);
/** The release a change's payload names (a key, or a nested object when made with the release). */
const releaseKey = (value) => (value && typeof value === 'object' ? (value.id ?? null) : (value ?? null));

const releaseSchedule = ({ filter, init, schedule }, context) => {
  const { database, env, logger } = context;
  const engine = releaseEngine(context);
  const knex = (ctx) => ctx?.database ?? database;

  async function checkTimes(payload, keys, ctx) {
    if (!payload || !('start_at' in payload || 'end_at' in payload)) return payload;
    const stored = keys.length ? await knex(ctx)('releases').whereIn('id', keys).select('state', 'start_at', 'end_at') : [null];
    for (const release of stored) {
      const problem = scheduleProblem(payload, release);
      if (problem) throw refused(problem);
    }
    return payload;
  }
  filter('releases.items.create', (payload, _meta, ctx) => checkTimes(payload, [], ctx));
  filter('releases.items.update', (payload, meta, ctx) => checkTimes(payload, keysOf(meta.keys), ctx));

  /** A marketer's change to the list of a release that has a start time: refused. */
  async function fixed(releaseIds, ctx) {
    const ids = releaseIds.filter((id) => id !== null && id !== undefined);
    if (ids.length === 0 || !ctx?.accountability || (await engine.mayPublish(ctx.accountability, knex(ctx)))) return;
    const scheduled = await knex(ctx)('releases').whereIn('id', ids).whereNotNull('start_at').first('start_at');
    if (scheduled)
      throw refused({
        field: 'changes',
        message: `У релиза стоит время публикации (${inWords(wallTime(scheduled.start_at))}): его изменения меняет выпускающий редактор или администратор`,
      });
  }
  const releasesOf = async (changeKeys, ctx) =>
    (await knex(ctx)('release_changes').whereIn('id', changeKeys).select('release')).map((r) => r.release);
  filter('release_changes.items.create', async (payload, _meta, ctx) => {
    await fixed([releaseKey(payload?.release)], ctx);
    return payload;
  });
  filter('release_changes.items.update', async (payload, meta, ctx) => {
    const keys = keysOf(meta.keys);
    await fixed([...(await releasesOf(keys, ctx)), ...('release' in (payload ?? {}) ? [releaseKey(payload.release)] : [])], ctx);
    return payload;
  });
  filter('release_changes.items.delete', async (keys, _meta, ctx) => {
    await fixed(await releasesOf(keysOf(keys), ctx), ctx);
    return keys;
  });

  /**
   * The scheduled release (still to be published, with a start time) holding what `where` names of
   * `release_changes`, when the person is not a publisher: their change to it would change what goes
   * live then, which the publisher who set the time chose. Null otherwise, and for nobody signed in
   * (Directus' own refusal, which names no release).
   */
  async function scheduledHolding(where, accountability, knex = database) {
    if (!accountability?.user || (await engine.mayPublish(accountability, knex))) return null;
    return knex('release_changes')
      .join('releases', 'releases.id', 'release_changes.release')
      .where(where)
      .where('releases.state', 'draft')
      .whereNotNull('releases.start_at')
      .first('releases.name', 'releases.start_at');
  }
  // Shown beside «В релизах» (in_releases, on the screen of every item a release may change), which lists that release.
  const heldBy = (what, release, who) =>
    refused({
      field: 'in_releases',
      message: `${what} входит в релиз «${release.name}», который опубликуется ${inWords(wallTime(release.start_at))}: ${who}`,
    });
  const CHANGES = 'до публикации её меняет выпускающий редактор или администратор';

  // A version in a release with a start time is fixed for marketers too: its save changes what the
  // release publishes, and its promotion would publish it before the release. Checked before
  // Directus' own routes (routes.before, after it has signed the person in), because
  // VersionsService.save writes the save's activity and revision before the version itself, outside
  // a transaction: a refusal from the version's update filter would leave a «version saved» in the
  // item's history that never happened. A marketer may not write a version's `delta` otherwise
  // (PATCH /versions/:id answers «"delta" is not allowed»).
  init('routes.before', ({ app }) => {
    for (const [action, who] of [
      ['save', CHANGES],
      ['promote', 'раньше срока её публикует только выпускающий редактор или администратор'],
    ])
      app.post(`/versions/:id/${action}`, (req, _res, next) => {
        scheduledHolding({ 'release_changes.version': req.params.id }, req.accountability).then(
          (release) => next(release ? heldBy('Версия', release, who) : undefined),
          next,
        );
      });
  });

  // So is an item the release publishes as a whole (a new landing page kept a draft until then):
  // its content, and its delete.
  for (const [collection] of RELEASE_COLLECTIONS) {
    const held = async (keys, ctx, who) => {
      const items = keysOf(keys).map(String);
      if (items.length === 0) return;
      const release = await scheduledHolding(
        (q) =>
          q.where('release_changes.collection', collection).whereIn('release_changes.item', items).whereNull('release_changes.version'),
        ctx?.accountability,
        knex(ctx),
      );
      if (release) throw heldBy('Запись', release, who);
    };
    filter(`${collection}.items.update`, async (payload, meta, ctx) => {
      await held(meta.keys, ctx, CHANGES);
      return payload;
    });
    filter(`${collection}.items.delete`, async (keys, _meta, ctx) => {
      await held(keys, ctx, 'до публикации её удаляет выпускающий редактор или администратор');
      return keys;
    });
  }

  // One look at a time on this instance: a publication's regeneration wave may outlast the period,
  // and a revert due meanwhile waits for it rather than racing it.
  let looking = false;
  schedule(env.RELEASE_SCHEDULE_CRON || '*/2 * * * * *', async () => {
    if (looking) return;
    looking = true;
    try {
      const DONE = { publish: 'published on schedule', revert: 'reverted on schedule', regenerate: 'regeneration asked for again' };
      for (const done of await engine.tick())
        logger.info(
          `releases: release ${done.id} ${DONE[done.action]}, ${done.changes} changes${done.regeneration.pending ? ' (the site is still owed it)' : ''}`,
        );
    } finally {
      looking = false;
    }
  });
};

export default releaseSchedule;
