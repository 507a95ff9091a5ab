// An A/B test's goal as the marketer reads it, kept in one stored text, `experiments.goal_label`
// (collections/experiments/model.mjs): the goal's own label («Вопрос», «Демонстрация»…), or
// «форма «<name>»» when the goal is a form built in «Формы». «Аналитика» → «A/B-тесты» → «Тесты» shows
// it: a list panel cannot say «the form, if there is one» (it shows «--» for an empty relation, so
// `{{goal_form.name}}` read «цель: Вопрос --» on every other test).
//
// Written after every create or update of a test (whoever saves: the admin app, the API, a flow),
// after a rename or delete of a form (its tests follow), and for every test when Directus starts (a
// database made before this field, or a change made while the hook was not there). The text is the
// CMS's own, derived from other fields: written straight to the table, without activity or events.

/** The label of a test whose goal is a built form; `null` name: the form was deleted. */
const formGoalLabel = (name) => (name ? `форма «${name}»` : 'форма не выбрана');

const experimentGoalLabel = ({ action }, { database, logger }) => {
  /** The goal's choices as the admin app shows them (the model's, through the field's options). */
  async function goalChoices(knex) {
    const row = await knex('directus_fields').select('options').where({ collection: 'experiments', field: 'goal' }).first();
    const options = typeof row?.options === 'string' ? JSON.parse(row.options) : row?.options;
    return new Map((options?.choices ?? []).map((c) => [c.value, c.text]));
  }

  /** Brings `goal_label` of the tests `narrow` selects up to date. */
  async function refresh(narrow, why) {
    try {
      if (!(await database.schema.hasColumn('experiments', 'goal_label'))) return;
      const choices = await goalChoices(database);
      const rows = await narrow(
        database('experiments')
          .leftJoin('forms', 'forms.id', 'experiments.goal_form')
          .select('experiments.id', 'experiments.goal', 'experiments.goal_label', 'forms.name as form_name'),
      );
      for (const r of rows) {
        const label = r.goal === 'form' ? formGoalLabel(r.form_name) : (choices.get(r.goal) ?? r.goal ?? null);
        if (label !== r.goal_label) await database('experiments').update({ goal_label: label }).where({ id: r.id });
      }
    } catch (e) {
      logger.error(`experiment-goal-label: could not write the goal's label (${why}): ${e.message}`);
    }
  }

  const ofTests = (keys) => (q) => q.whereIn('experiments.id', keys);
  const formGoals = (q) => q.where('experiments.goal', 'form');

  action('experiments.items.create', ({ key }) => refresh(ofTests([key]), 'a new test'));
  action('experiments.items.update', ({ keys }) => refresh(ofTests(keys ?? []), 'a test saved'));
  action('forms.items.update', ({ payload }) => ('name' in (payload ?? {}) ? refresh(formGoals, 'a form renamed') : undefined));
  action('forms.items.delete', () => refresh(formGoals, 'a form deleted'));
  action('server.start', () => refresh((q) => q, 'start'));
};

export default experimentGoalLabel;
