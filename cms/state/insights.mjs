// The lead dashboards of the admin app's «Аналитика» (Directus Insights): what the site's forms and
// the mailing list bring in. Each panel is Directus' own chart over `leads` or `subscribers`, run in
// the admin app with the viewer's rights, so marketers see counts without anyone's personal data.
// Created when missing, by name (`initial`, applied by cms/state/apply.mjs); a dashboard or panel an
// administrator rearranges or edits is kept as they left it (one deleted comes back at the next start).

/** @typedef {import('./apply.mjs').Item} Item */

/**
 * What a panel may add to its chart: a filter of the rows counted, a note under its title, a colour,
 * how many groups a list shows, a suffix after a number.
 * @typedef {{ filter?: Record<string, unknown>, note?: string, color?: string, limit?: number, suffix?: string }} PanelOptions
 */

/** @param {string} field @param {string} ago */
const since = (field, ago) => ({ [field]: { _gte: `$NOW(-${ago})` } });

/**
 * Counts per day (the last 30) or per Monday-started week (about 3 months): the lead chart panel of
 * cms/extensions/lead-chart. Directus' own time-series panel drew nothing for leads on one day only,
 * labelled its axes in English and numbered weeks from January.
 */
const timeSeries = (
  /** @type {string} */ name,
  /** @type {string} */ collection,
  /** @type {string} */ dateField,
  /** @type {'day' | 'week'} */ precision,
  /** @type {PanelOptions} */ { filter, color = '#2563EB', note } = {},
) => ({
  name,
  icon: 'bar_chart',
  note,
  type: 'ecm-lead-chart',
  options: { collection, dateField, precision, days: precision === 'week' ? 91 : 30, color, ...(filter ? { filter } : {}) },
});

/**
 * Counts per value of a field (Directus' metric list). `named`: only rows that have the value. The
 * list writes each group through the field's template, and a group of rows without a value reads
 * «--», a line nobody can act on; leads without a page or a campaign tag are counted in «Заявки по дням».
 */
const topList = (
  /** @type {string} */ name,
  /** @type {string} */ collection,
  /** @type {string} */ groupByField,
  /** @type {PanelOptions & { named?: boolean }} */ { filter, limit = 10, note, named = false } = {},
) => {
  const rules = [...(filter ? [filter] : []), ...(named ? [{ [groupByField]: { _nempty: true } }] : [])];
  return {
    name,
    icon: 'format_list_numbered',
    note,
    type: 'metric-list',
    options: {
      collection,
      groupByField,
      aggregateField: 'id',
      aggregateFunction: 'count',
      sortDirection: 'desc',
      limit,
      ...(rules.length ? { filter: rules.length === 1 ? rules[0] : { _and: rules } } : {}),
    },
    // What an earlier setup made: the same counts without leaving out rows that have no value.
    ...(named ? { was: [{ options: { groupByField } }] } : {}),
  };
};

/**
 * Rows of a collection written by a template, newest test first (Directus' list panel). `was`: what
 * the panel was made with by an earlier setup, brought to the current template.
 */
const abList = (
  /** @type {string} */ name,
  /** @type {string} */ collection,
  /** @type {string} */ sortField,
  /** @type {string} */ displayTemplate,
  /** @type {PanelOptions & { was?: Record<string, unknown>[] }} */ { note, was } = {},
) => ({
  name,
  icon: 'science',
  note,
  type: 'list',
  options: { collection, limit: 100, sortField, sortDirection: 'desc', displayTemplate, linkToItem: false },
  ...(was ? { was } : {}),
});

const metric = (
  /** @type {string} */ name,
  /** @type {string} */ collection,
  /** @type {Record<string, unknown>} */ filter,
  /** @type {PanelOptions} */ { note, suffix } = {},
) => ({
  name,
  icon: 'tag',
  note,
  type: 'metric',
  options: { collection, field: 'id', function: 'count', filter, ...(suffix ? { suffix } : {}) },
});

/** Rows of panels: each row's panels side by side with the given widths, all of one height. */
function layout(rows) {
  const panels = [];
  let y = 1;
  for (const { height, panels: row } of rows) {
    let x = 1;
    for (const [width, panel] of row) {
      panels.push({ ...panel, position_x: x, position_y: y, width, height, show_header: true });
      x += width;
    }
    y += height;
  }
  return panels;
}

/**
 * The widest a dashboard is, in grid units (about 18.6 px each): the width the admin app leaves for a
 * dashboard at 1440 px with its navigation and sidebar open, so that no panel hides off the screen.
 */
const DASHBOARD_WIDTH = 42;

/** @param {[string, string][]} kinds the lead form kinds and their labels */
function dashboards(kinds) {
  const failing = { _and: [{ crm_status: { _eq: 'pending' } }, { crm_last_error: { _nnull: true } }] };
  const third = DASHBOARD_WIDTH / 3;
  const half = DASHBOARD_WIDTH / 2;
  return [
    // What visitors meet that is broken on the live site, read from every page when the dashboard
    // opens (cms/extensions/content-health-report).
    {
      name: 'Проверка сайта',
      icon: 'health_and_safety',
      color: '#16A34A',
      note: 'Что на сайте сломано или плохо читается: ссылки на несуществующие и неопубликованные страницы, заголовки, картинки без описания',
      panels: layout([
        {
          height: 30,
          panels: [
            [DASHBOARD_WIDTH, { name: 'Проверка страниц', icon: 'health_and_safety', type: 'ecm-content-health-report', options: {} }],
          ],
        },
      ]),
    },
    {
      name: 'Заявки',
      icon: 'contact_mail',
      color: '#2563EB',
      note: 'Заявки с форм сайта: по дням и неделям, по формам, страницам, кампаниям, доставке в CRM и капче',
      panels: layout([
        {
          height: 12,
          panels: [
            [DASHBOARD_WIDTH, timeSeries('Заявки по дням', 'leads', 'date_created', 'day', { note: 'Все формы, последние 30 дней' })],
          ],
        },
        {
          height: 12,
          panels: [
            [DASHBOARD_WIDTH, timeSeries('Заявки по неделям', 'leads', 'date_created', 'week', { note: 'Все формы, последние 3 месяца' })],
          ],
        },
        {
          height: 12,
          panels: [
            [third, topList('По формам: за сутки', 'leads', 'kind', { filter: since('date_created', '1 day') })],
            [third, topList('По формам: за неделю', 'leads', 'kind', { filter: since('date_created', '7 days') })],
            [third, topList('По формам: за 30 дней', 'leads', 'kind', { filter: since('date_created', '30 days') })],
          ],
        },
        {
          height: 14,
          panels: [
            [
              DASHBOARD_WIDTH,
              topList('По страницам', 'leads', 'source_url', { note: 'Страница, с которой отправлена форма', named: true }),
            ],
          ],
        },
        {
          height: 12,
          panels: [
            [
              third,
              topList('По источнику рекламы', 'leads', 'utm_source', {
                note: 'Метка utm_source в адресе, по которому пришёл посетитель; заявки без метки здесь не считаются',
                named: true,
              }),
            ],
            [
              third,
              topList('По рекламной кампании', 'leads', 'utm_campaign', {
                note: 'Метка utm_campaign в адресе, по которому пришёл посетитель; заявки без метки здесь не считаются',
                named: true,
              }),
            ],
            [third, topList('По источнику сделки', 'leads', 'source_deal', { named: true })],
          ],
        },
        {
          height: 12,
          panels: [
            // Lists, not pie charts: Directus' pie chart shows stored codes («off»), a list shows the field's labels.
            [third, topList('Доставка в CRM', 'leads', 'crm_status', { note: 'Ждёт отправки, отправлена, CRM не подключена' })],
            [
              third,
              metric('Не доставлены в CRM после ошибки', 'leads', failing, {
                note: 'Ждут повторной отправки: последняя попытка не удалась',
              }),
            ],
            [
              third,
              topList('Проверка капчей', 'leads', 'captcha_status', {
                note: 'Сколько заявок принято без проверки капчи («Не проверена»), пока сервис reCAPTCHA был недоступен',
              }),
            ],
          ],
        },
      ]),
    },
    {
      name: 'Заявки по формам',
      icon: 'dynamic_form',
      color: '#2ECDA7',
      note: 'Каждая форма по дням (30 дней) и по неделям (3 месяца)',
      panels: layout(
        kinds.map(([kind, label]) => ({
          height: 8,
          panels: [
            [half, timeSeries(`${label}: по дням`, 'leads', 'date_created', 'day', { filter: { kind: { _eq: kind } } })],
            [half, timeSeries(`${label}: по неделям`, 'leads', 'date_created', 'week', { filter: { kind: { _eq: kind } } })],
          ],
        })),
      ),
    },
    {
      name: 'A/B-тесты',
      icon: 'science',
      color: '#E35169',
      note: 'Итоги A/B-тестов: что сравнивается (страница и её блок) и как идут варианты',
      panels: layout([
        {
          height: 12,
          panels: [
            [
              DASHBOARD_WIDTH,
              abList(
                'Тесты',
                'experiments',
                'id',
                // The goal by its stored label, «форма «<name>»» for a built form: not `{{goal_form.name}}`,
                // which the list shows as «--» when empty, i.e. on every other test's row
                // (cms/extensions/experiment-goal-label keeps the label).
                '{{name}} · {{state}} · цель: {{goal_label}} · страница {{page.path}} · блок №{{block.sort}} {{block.collection}}',
                {
                  note: 'Цель теста (форма заявки или форма из конструктора) и блок страницы, который сравнивается с вариантами',
                  // The lists earlier setups made: without the goal, then with the goal's choice only.
                  was: [
                    {
                      options: {
                        displayTemplate:
                          '{{name}} · {{state}} · цель: {{goal}} · страница {{page.path}} · блок №{{block.sort}} {{block.collection}}',
                      },
                    },
                    {
                      options: {
                        displayTemplate: '{{name}} · {{state}} · страница {{page.path}} · блок №{{block.sort}} {{block.collection}}',
                      },
                    },
                  ],
                },
              ),
            ],
          ],
        },
        {
          height: 20,
          panels: [
            [
              DASHBOARD_WIDTH,
              abList(
                'Варианты',
                'experiment_variants',
                'experiment',
                '{{experiment.name}} · «{{name}}»: посетителей {{visitors}}, заявок {{leads}}, конверсия {{conversion}}, значимость {{significance}}',
                { note: 'Сайт обновляет итоги каждые 30 секунд; значимость — сравнение с контролем' },
              ),
            ],
          ],
        },
      ]),
    },
    // Form funnels: rows of `form_funnels`, written by the site (lib/forms/funnel-counts.ts); a row
    // is named by `form_name`: the spec form's name, or the built form's title.
    {
      name: 'Воронки форм',
      icon: 'filter_alt',
      color: '#F59E0B',
      note: 'Каждая форма на каждой странице и в каждом варианте A/B-теста: увидели, начали, отправили, где бросили, доля спама',
      panels: layout([
        // Two lists, not one: the list panel writes a row on one line and cut the whole funnel's
        // line before «бросили на поле» at 1440 px.
        {
          height: 16,
          panels: [
            [
              DASHBOARD_WIDTH,
              abList(
                'Воронки форм',
                'form_funnels',
                'views',
                '{{form_name}} · {{page}} · вариант {{variant_name}}: увидели {{views}}, начали {{starts}}, отправили {{submissions}}, конверсия {{completion}}, спам {{spam_share}}',
                {
                  note: 'Только посетители, принявшие cookie. Конверсия — отправили из увидевших; спам — заявки на проверке из отправленных. Обновляется каждые 30 секунд.',
                  was: [
                    {
                      options: {
                        displayTemplate:
                          '{{form_name}} · {{page}} · вариант {{variant_name}}: увидели {{views}}, начали {{starts}}, отправили {{submissions}}, конверсия {{completion}}, спам {{spam_share}} · бросили на поле: {{drop_off_summary}}',
                      },
                    },
                  ],
                },
              ),
            ],
          ],
        },
        {
          height: 16,
          panels: [
            [
              DASHBOARD_WIDTH,
              abList(
                'Где бросают форму',
                'form_funnels',
                'views',
                '{{form_name}} · {{page}} · вариант {{variant_name}} — бросили на поле: {{drop_off_summary}}',
                {
                  note: 'Поле, которое посетитель трогал последним перед тем, как уйти, и сколько так ушло',
                },
              ),
            ],
          ],
        },
      ]),
    },
    {
      name: 'Подписки',
      icon: 'mark_email_read',
      color: '#7C3AED',
      note: 'Подтверждённые подписки и отписки по дням и неделям',
      panels: layout([
        {
          height: 12,
          panels: [
            [half, timeSeries('Подписки по дням', 'subscribers', 'confirmed_at', 'day', { note: 'Подтверждения по ссылке из письма' })],
            [half, timeSeries('Отписки по дням', 'subscribers', 'unsubscribed_at', 'day', { color: '#E35169' })],
          ],
        },
        {
          height: 12,
          panels: [
            [half, timeSeries('Подписки по неделям', 'subscribers', 'confirmed_at', 'week')],
            [half, timeSeries('Отписки по неделям', 'subscribers', 'unsubscribed_at', 'week', { color: '#E35169' })],
          ],
        },
        {
          height: 10,
          panels: [
            [half, topList('Подписчики по статусу', 'subscribers', 'status')],
            [half, metric('Подписаны сейчас', 'subscribers', { status: { _eq: 'active' } })],
          ],
        },
      ]),
    },
  ];
}

/** Panel types earlier setups used where the dashboards now have others (see timeSeries, layout). */
const REPLACED_TYPES = ['time-series', 'pie-chart'];

/**
 * @param {[string, string][]} kinds the lead form kinds and their labels
 * @returns {Item[]}
 */
export function insights(kinds) {
  return [
    ...dashboards(kinds).flatMap(panelsOf),
    // Panels an earlier setup named by the bare tag; they are «По источнику рекламы», «По рекламной кампании» now.
    ...['По utm_source', 'По utm_campaign'].map((name) => ({
      kind: /** @type {const} */ ('panels'),
      remove: { dashboard: '@dashboards:Заявки', name },
    })),
  ];
}

/**
 * A dashboard and its panels as items of the declared state.
 * @param {ReturnType<typeof dashboards>[number]} d @returns {Item[]}
 */
function panelsOf({ panels, name, ...dashboard }) {
  return [
    { kind: /** @type {const} */ ('dashboards'), match: { name }, initial: dashboard },
    ...panels.map(({ name: panel, was = [], ...values }) => ({
      kind: /** @type {const} */ ('panels'),
      match: { dashboard: `@dashboards:${name}`, name: panel },
      initial: values,
      // A panel an earlier setup made with a replaced type (or its own earlier options) is brought to its current type and place.
      was: [...REPLACED_TYPES.map((type) => ({ type })), ...was],
    })),
  ];
}
