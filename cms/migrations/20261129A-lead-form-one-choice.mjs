// A lead-form block chose its form twice: «Форма» (a form of the spec, «Вопрос» by default) and
// «Форма из конструктора» (a built form, which won when set). «Форма» now holds the one choice, with
// «Форма из конструктора» (`form`) among its options, and the relation says which built form
// (blocks/lead-form/collection.mjs). A block that had a built form keeps showing it: its «Форма» becomes
// `form`. Directus runs this once, in `directus bootstrap`; a new database has nothing to change.

export async function up(knex) {
  if (!(await knex.schema.hasTable('block_lead_form'))) return;
  await knex('block_lead_form').update({ form_kind: 'form' }).whereNotNull('form');
}

export async function down(knex) {
  if (!(await knex.schema.hasTable('block_lead_form'))) return;
  // Back to the default spec form; the relation is kept, and the code before this change let it win.
  await knex('block_lead_form').update({ form_kind: 'question' }).where({ form_kind: 'form' });
}
