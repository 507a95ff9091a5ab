// What a lead and a form's funnel keep of their form.
//
// - `leads.form_name`: the form a lead came from, by name, for the leads list. A lead keeps only the
//   form's number (`form`: a lead outlives its form), and a list column cannot follow a number to a
//   name; every built form's lead read «Форма из конструктора». Written after the lead is created
//   (whoever creates it: the site's lead drain, the API), and for every lead without one when
//   Directus starts: the form's name then («Форма № 12» when it is gone), or the kind of the site's
//   own form («Вопрос», «Демонстрация»…). A later rename leaves it: the name the lead was sent under.
// - `leads.answers`: a built form's answers a marketer may read, in words («Сколько сотрудников: 1200»):
//   `fields` holds the personal ones too, so only sales read it; a field the marketer marked
//   «Персональные данные» (by default a name, e-mail, phone or file, lib/forms/field-kinds.mjs) is left
//   out. Labels and options are those of the form's version the lead was checked against. Written
//   after the lead is created and after each later step (its `fields` change).
// - `leads.attribution_text`: where the visitor came from, in words, from `attribution` (JSON).
// - A form deleted in «Формы» takes its funnel rows (`form_funnels.built_form`): they named a form
//   that no longer exists, and marketers may not delete the site's rows themselves. The site counts
//   no visit of a form that is not published, so none comes back.
//
// The CMS's own writes, derived from other rows: straight to the tables, without activity or events.
import { LEAD_KINDS } from '../../../collections/leads/model.mjs';
import { answersText, attributionText } from '../../../lib/forms/lead-answers.mjs';

const KIND_NAMES = new Map(LEAD_KINDS.map(([kind, name]) => [kind, name]));

const json = (v) => {
  if (typeof v !== 'string') return v ?? null;
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
};

const formLeads = ({ action }, { database, logger }) => {
  /** Writes `form_name` of the leads `narrow` selects that have none. */
  async function nameLeads(narrow, why) {
    try {
      if (!(await database.schema.hasColumn('leads', 'form_name'))) return;
      const rows = await narrow(
        database('leads')
          .leftJoin('forms', 'forms.id', 'leads.form')
          .whereNull('leads.form_name')
          .select('leads.id', 'leads.kind', 'leads.form', 'forms.name as name'),
      );
      for (const r of rows) {
        const name = r.form ? r.name || `Форма № ${r.form}` : (KIND_NAMES.get(r.kind) ?? r.kind ?? null);
        if (name) await database('leads').update({ form_name: name }).where({ id: r.id });
      }
    } catch (e) {
      logger.error(`form-leads: could not name the form of leads (${why}): ${e.message}`);
    }
  }

  /** Writes `answers` and `attribution_text` of the lead `id` from its fields and attribution. */
  async function describeLead(id, why) {
    try {
      if (!(await database.schema.hasColumn('leads', 'answers'))) return;
      const lead = await database('leads').where({ id }).select('form', 'form_version', 'fields', 'attribution').first();
      if (!lead) return;
      const copy = lead.form
        ? await database('form_versions').where({ form: lead.form, version: lead.form_version }).select('definition').first()
        : null;
      await database('leads')
        .update({
          answers: copy ? answersText(json(copy.definition), json(lead.fields)) : null,
          attribution_text: attributionText(json(lead.attribution)),
        })
        .where({ id });
    } catch (e) {
      logger.error(`form-leads: could not write the answers of lead ${id} (${why}): ${e.message}`);
    }
  }

  async function dropFunnels(keys) {
    try {
      const ids = (keys ?? []).map(Number).filter(Number.isFinite);
      if (ids.length) await database('form_funnels').whereIn('built_form', ids).delete();
    } catch (e) {
      logger.error(`form-leads: could not remove the funnel rows of deleted forms ${keys}: ${e.message}`);
    }
  }

  action('leads.items.create', async ({ key }) => {
    await nameLeads((q) => q.where('leads.id', key), 'a new lead');
    await describeLead(key, 'a new lead');
  });
  action('leads.items.update', async ({ keys, payload }) => {
    if (!payload || !('fields' in payload || 'attribution' in payload)) return;
    for (const key of keys ?? []) await describeLead(key, 'a lead completed');
  });
  action('forms.items.delete', ({ keys, payload }) => dropFunnels(keys ?? payload));
  action('server.start', () => nameLeads((q) => q, 'start'));
};

export default formLeads;
