// Every save of a form (collections/forms/model.mjs) is a new version: before the save, `version` is set
// to the next number in the same write, so the form the site reads always carries the number of
// the definition it holds; after the save, an immutable copy goes into `form_versions`. A lead
// names the version its visitor saw (pages/api/form.ts) and is checked against that copy, even
// after the marketer changed the form again. The copy is the CMS's own record, not an edit anyone
// made: written without accountability or events.
// The same filter fills what the marketer need not type (lib/forms/field-code.mjs): a field's code
// from its label, its step (1), the Russian name of its type for the builder's list of fields, and
// whether its answer is personal data (lib/forms/field-kinds.mjs) when the marketer did not say.
import { withFieldCodes } from '../../../lib/forms/field-code.mjs';
import { FIELD_TYPES, fieldRowTitle, isPersonalField } from '../../../lib/forms/field-kinds.mjs';

const TYPE_NAMES = new Map(FIELD_TYPES.map(([code, name]) => [code, name]));

/** The rows as stored: each with a code, a step and its type's Russian name (shown in the list of fields). */
function completedRows(rows) {
  return withFieldCodes(rows).map((row) =>
    typeof row === 'object' && row !== null
      ? {
          ...row,
          step: row.step ?? 1,
          type_name: TYPE_NAMES.get(row.type) ?? null,
          title: fieldRowTitle(row),
          personal: isPersonalField(row),
        }
      : row,
  );
}

/** The payload with its `fields`, when it carries them, completed. */
const completed = (payload) => (Array.isArray(payload.fields) ? { ...payload, fields: completedRows(payload.fields) } : payload);

const formVersions = ({ filter, action }, { services, getSchema, database, logger }) => {
  const { ItemsService } = services;

  async function currentVersion(knex, key) {
    const row = await knex('forms').select('version').where({ id: key }).first();
    return Number(row?.version ?? 0);
  }

  filter('forms.items.create', (payload) => ({ ...completed(payload), version: 1 }));

  // One form at a time gets its next number here; a batch edit of several forms is numbered in the action.
  filter('forms.items.update', async (payload, meta, context) => {
    const keys = meta.keys ?? [];
    if (keys.length !== 1) return completed(payload);
    const knex = context.database ?? database;
    return { ...completed(payload), version: (await currentVersion(knex, keys[0])) + 1 };
  });

  async function snapshot(keys, batch) {
    const schema = await getSchema();
    const forms = new ItemsService('forms', { schema, knex: database });
    const versions = new ItemsService('form_versions', { schema, knex: database });
    for (const key of keys) {
      try {
        if (batch)
          await database('forms')
            .where({ id: key })
            .update({ version: (await currentVersion(database, key)) + 1 });
        const item = await forms.readOne(key, { fields: ['*'] });
        const exists = await database('form_versions').where({ form: item.id, version: item.version }).first();
        if (exists) continue;
        // Without accountability and events: no activity entry, no flow (the copy regenerates no page).
        await versions.createOne({ form: item.id, version: item.version, status: item.status, definition: item }, { emitEvents: false });
      } catch (e) {
        logger.error(`form-versions: could not keep version of form ${key}: ${e.message}`);
      }
    }
  }

  action('forms.items.create', ({ key }) => snapshot([key], false));
  action('forms.items.update', ({ keys }) => snapshot(keys ?? [], (keys ?? []).length !== 1));
};

export default formVersions;
