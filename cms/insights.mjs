// The lead dashboards of the admin app's «Аналитика» (Directus Insights): what the site's forms and
// the mailing list bring in. Each panel is Directus' own chart over `leads` or `subscribers`, run in
// the admin app with the viewer's rights, so marketers see counts without anyone's personal data.
// Created when missing, by name; a panel an administrator rearranges or edits is kept as they left it.
import { createDashboard, createPanels, readDashboards, readPanels } from '@directus/sdk';
import { adminClient } from './client.mjs';

/**
 * What a panel may add to its chart: a filter of the rows counted, a note under its title, a colour,
 * how many groups a list shows, a suffix after a number.
 * @typedef {{ filter?: Record<string, unknown>, note?: string, color?: string, limit?: number, suffix?: string }} PanelOptions
 */

/** @param {string} field @param {string} ago */
const since = (field, ago) => ({ [field]: { _gte: `$NOW(-${ago})` } });

const timeSeries = (
  /** @type {string} */ name,
  /** @type {string} */ collection,
  /** @type {string} */ dateField,
  /** @type {'day' | 'week'} */ precision,
  /** @type {PanelOptions} */ { filter, color = '#2563EB', note } = {},
) => ({
  name,
  icon: 'show_chart',
  note,
  type: 'time-series',
  options: {
    collection,
    dateField,
    valueField: 'id',
    function: 'count',
    precision,
    range: precision === 'week' ? '3 months' : '1 month',
    missingData: '0',
    color,
    ...(filter ? { filter } : {}),
  },
});

const topList = (
  /** @type {string} */ name,
  /** @type {string} */ collection,
  /** @type {string} */ groupByField,
  /** @type {PanelOptions} */ { filter, limit = 10, note } = {},
) => ({
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
    ...(filter ? { filter } : {}),
  },
});

const pie = (
  /** @type {string} */ name,
  /** @type {string} */ collection,
  /** @type {string} */ column,
  /** @type {PanelOptions} */ { filter, note } = {},
) => ({
  name,
  icon: 'pie_chart',
  note,
  type: 'pie-chart',
  options: { collection, column, function: 'count', donut: true, showLabels: true, legend: 'right', ...(filter ? { filter } : {}) },
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

/** @param {[string, string][]} kinds the lead form kinds and their labels */
export function dashboards(kinds) {
  const failing = { _and: [{ crm_status: { _eq: 'pending' } }, { crm_last_error: { _nnull: true } }] };
  return [
    {
      name: 'Заявки',
      icon: 'contact_mail',
      color: '#2563EB',
      note: 'Заявки с форм сайта: по дням и неделям, по формам, страницам, кампаниям, доставке в CRM и капче',
      panels: layout([
        {
          height: 12,
          panels: [
            [36, timeSeries('Заявки по дням', 'leads', 'date_created', 'day', { note: 'Все формы, последние 30 дней' })],
            [36, timeSeries('Заявки по неделям', 'leads', 'date_created', 'week', { note: 'Все формы, последние 3 месяца' })],
          ],
        },
        {
          height: 12,
          panels: [
            [24, topList('По формам: за сутки', 'leads', 'kind', { filter: since('date_created', '1 day') })],
            [24, topList('По формам: за неделю', 'leads', 'kind', { filter: since('date_created', '7 days') })],
            [24, topList('По формам: за 30 дней', 'leads', 'kind', { filter: since('date_created', '30 days') })],
          ],
        },
        {
          height: 14,
          panels: [
            [36, topList('По страницам', 'leads', 'source_url', { note: 'Страница, с которой отправлена форма' })],
            [18, topList('По utm_source', 'leads', 'utm_source')],
            [18, topList('По utm_campaign', 'leads', 'utm_campaign')],
          ],
        },
        {
          height: 12,
          panels: [
            [18, topList('По источнику сделки', 'leads', 'source_deal')],
            [18, pie('Доставка в CRM', 'leads', 'crm_status', { note: 'Ждёт отправки, отправлена, CRM не подключена' })],
            [
              18,
              metric('Не доставлены в CRM после ошибки', 'leads', failing, {
                note: 'Ждут повторной отправки: последняя попытка не удалась',
              }),
            ],
            [
              18,
              pie('Проверка капчей', 'leads', 'captcha_status', {
                note: 'Доля заявок, принятых без проверки капчи («Не проверена»), пока сервис reCAPTCHA был недоступен',
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
            [36, timeSeries(`${label}: по дням`, 'leads', 'date_created', 'day', { filter: { kind: { _eq: kind } } })],
            [36, timeSeries(`${label}: по неделям`, 'leads', 'date_created', 'week', { filter: { kind: { _eq: kind } } })],
          ],
        })),
      ),
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
            [36, timeSeries('Подписки по дням', 'subscribers', 'confirmed_at', 'day', { note: 'Подтверждения по ссылке из письма' })],
            [36, timeSeries('Отписки по дням', 'subscribers', 'unsubscribed_at', 'day', { color: '#E35169' })],
          ],
        },
        {
          height: 12,
          panels: [
            [36, timeSeries('Подписки по неделям', 'subscribers', 'confirmed_at', 'week')],
            [36, timeSeries('Отписки по неделям', 'subscribers', 'unsubscribed_at', 'week', { color: '#E35169' })],
          ],
        },
        {
          height: 10,
          panels: [
            [24, pie('Подписчики по статусу', 'subscribers', 'status')],
            [24, metric('Подписаны сейчас', 'subscribers', { status: { _eq: 'active' } })],
          ],
        },
      ]),
    },
  ];
}

/** Dashboards and panels, created when missing (matched by name); existing ones are left as people keep them. */
export async function syncInsights(url, adminToken, { kinds }) {
  const request = adminClient(url, adminToken);
  for (const { panels, ...dashboard } of dashboards(kinds)) {
    let [found] = await request(readDashboards({ filter: { name: { _eq: dashboard.name } }, fields: ['id'], limit: 1 }));
    found ??= await request(createDashboard(dashboard));
    const existing = await request(readPanels({ filter: { dashboard: { _eq: found.id } }, fields: ['name'], limit: -1 }));
    const missing = panels.filter((p) => !existing.some((e) => e.name === p.name)).map((p) => ({ ...p, dashboard: found.id }));
    if (missing.length) await request(createPanels(missing));
  }
}
