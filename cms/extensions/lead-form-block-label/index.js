// A lead-form block as the admin's lists name it, kept in one stored text, `block_lead_form.list_label`
// (blocks/lead-form/collection.mjs, the text from lib/forms/form-kinds.mjs): a list shows «--» for every
// empty part of a display template, so `{{form_kind}} · {{title}}` read «Вопрос · --» for a block with
// the form's default title, and a built form could not be named at all.
//
// Written after every create or update of a block (whoever saves: the admin app, the API, a version's
// promotion), after a rename or delete of a form, after a release is published or reverted (its
// engine saves without events: cms/extensions/releases/engine.js emits `releases.settled`), and for
// every block when Directus starts (a database made before this field). The text is the CMS's own,
// derived from other fields: written straight to the table, without activity or events. The table
// is small (the site's lead-form blocks), so every change looks at all of it.
import { leadFormBlockLabel } from '../../../lib/forms/form-kinds.mjs';

const leadFormBlockLabels = ({ action }, { database, logger }) => {
  async function refresh(why) {
    try {
      if (!(await database.schema.hasColumn('block_lead_form', 'list_label'))) return;
      const rows = await database('block_lead_form')
        .leftJoin('forms', 'forms.id', 'block_lead_form.form')
        .select(
          'block_lead_form.id',
          'block_lead_form.form_kind',
          'block_lead_form.title',
          'block_lead_form.list_label',
          'forms.name as formName',
        );
      for (const r of rows) {
        const label = leadFormBlockLabel(r);
        if (label !== r.list_label) await database('block_lead_form').update({ list_label: label }).where({ id: r.id });
      }
    } catch (e) {
      logger.error(`lead-form-block-label: could not write the blocks' labels (${why}): ${e.message}`);
    }
  }

  action('block_lead_form.items.create', () => refresh('a new block'));
  action('block_lead_form.items.update', () => refresh('a block saved'));
  action('forms.items.update', ({ payload }) => ('name' in (payload ?? {}) ? refresh('a form renamed') : undefined));
  action('forms.items.delete', () => refresh('a form deleted'));
  action('releases.settled', () => refresh('a release published or reverted'));
  action('server.start', () => refresh('start'));
};

export default leadFormBlockLabels;
