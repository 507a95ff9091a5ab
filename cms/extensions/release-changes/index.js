// A release's change named by what it changes (collections/releases/model.mjs, `title` of
// `release_changes`): «Страница «Архивирование», версия «Весна»», as the release's list of changes
// shows it, not «Страница · 12». Never written: every read that asks for `title` gets it from the
// item and the version as they are now, so a renamed page or version is named anew, and no one's
// rights need cover the field.
import { changeTitle, NAME_FIELDS } from '../../../collections/releases/change-title.mjs';

/** The item's own name and the version's, as the database has them now. */
async function titleOf(knex, change) {
  const { collection, item, version } = change;
  if (!collection || item === null || item === undefined) return null;
  let name = null;
  try {
    const field = NAME_FIELDS[collection];
    if (field) name = (await knex(collection).where({ id: item }).first(field))?.[field] ?? null;
  } catch {
    name = null;
  }
  const versionId = version && typeof version === 'object' ? version.id : version;
  const v = versionId ? await knex('directus_versions').where({ id: versionId }).first('name', 'key') : null;
  return changeTitle({ collection, name, version: v ? (v.name ?? v.key) : null, item });
}

const releaseChanges = ({ filter }, { database }) => {
  const knex = (ctx) => ctx?.database ?? database;

  filter('release_changes.items.read', async (records, _meta, ctx) => {
    if (!Array.isArray(records)) return records;
    const untitled = records.filter((r) => r && typeof r === 'object' && 'title' in r && r.id != null);
    if (untitled.length === 0) return records;
    const rows = await knex(ctx)('release_changes')
      .whereIn(
        'id',
        untitled.map((r) => r.id),
      )
      .select('id', 'collection', 'item', 'version');
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    for (const record of untitled) {
      const row = byId.get(String(record.id));
      if (row) record.title = await titleOf(knex(ctx), row);
    }
    return records;
  });
};

export default releaseChanges;
