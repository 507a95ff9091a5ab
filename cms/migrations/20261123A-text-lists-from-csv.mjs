// Table cells, column headers and price-table features were `csv` fields: Directus split them at
// every comma («Хранение 1,5 года» became two cells) and the tags interface dropped repeated
// entries. They are JSON lists of `{ "text": … }` now (schema/model/dsl.mjs, f.textList).
//
// Directus runs this once, in `directus bootstrap`, before `schema apply` changes the columns' type:
// the stored comma-joined text becomes the JSON list it stood for, so the new type's cast (PostgreSQL
// `text::json`) succeeds and nothing marketers entered is lost. A database without these tables (a
// new one: the snapshot is applied after this) has nothing to convert.

/** The columns that held comma-joined text. */
export const TEXT_LIST_COLUMNS = [
  ['block_table', 'columns'],
  ['block_table_items', 'cells'],
  ['block_price_table_items', 'features'],
];

/** Comma-joined text as Directus' csv cast read it, as the JSON list it stands for. */
export function csvToTextList(value) {
  if (value === null || value === undefined) return null;
  // A JSON column (the type already changed) comes back parsed: nothing to convert.
  if (typeof value !== 'string') return value;
  const text = value;
  try {
    // Already a list (a value saved by the new model): left as it is.
    const parsed = JSON.parse(text);
    if (Array.isArray(parsed)) return text;
  } catch {
    // comma-joined text
  }
  if (text === '') return '[]';
  return JSON.stringify(text.split(',').map((entry) => ({ text: entry })));
}

export async function up(knex) {
  for (const [table, column] of TEXT_LIST_COLUMNS) {
    if (!(await knex.schema.hasTable(table)) || !(await knex.schema.hasColumn(table, column))) continue;
    const rows = await knex.select('id', column).from(table).whereNotNull(column);
    for (const row of rows) {
      const list = csvToTextList(row[column]);
      if (list !== row[column])
        await knex(table)
          .update({ [column]: list })
          .where({ id: row.id });
    }
  }
}

export async function down(knex) {
  for (const [table, column] of TEXT_LIST_COLUMNS) {
    if (!(await knex.schema.hasTable(table)) || !(await knex.schema.hasColumn(table, column))) continue;
    const rows = await knex.select('id', column).from(table).whereNotNull(column);
    for (const row of rows) {
      const list = typeof row[column] === 'string' ? JSON.parse(row[column]) : row[column];
      if (Array.isArray(list))
        await knex(table)
          .update({ [column]: list.map((e) => e?.text ?? '').join(',') })
          .where({ id: row.id });
    }
  }
}
