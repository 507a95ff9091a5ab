// A bar chart of how many rows (leads, subscriptions) a collection got per day or per week, for the
// lead dashboards (cms/state/insights.mjs). Directus' own time-series panel draws an area between points,
// so a range with leads on one day only draws nothing (a single point has no area), its axes are
// English («Nov '26») whatever the user's language, and its weeks are "week of year" numbers turned
// into a day of the month. Here every day (or Monday-started week) of the range is a bar, zeros
// included, labelled «25.11» / «с 23.11», with the count written above each bar that has one.
//
// Counted in the admin app with the viewer's rights, like every panel: the query groups by the
// hour (UTC, as the database keeps it) and the bars gather the hours by the Moscow day (the leads
// list shows Moscow time too; lib/insights/lead-chart-days.mjs).
import { computed, h } from 'vue';
import { buckets, ddmm, fill } from '../../../lib/insights/lead-chart-days.mjs';
// Not the chart's: what the whole app does differently, loaded with the app's extensions (see each):
// the date picker's calendar in Russian, and a new item staying open once saved.
import { installCalendarLocale } from './calendar-locale.js';
import { installStayOnNewItem } from './stay-on-new-item.js';

installCalendarLocale();
installStayOnNewItem();

const Chart = {
  name: 'ecm-lead-chart',
  props: {
    data: { type: Array, default: () => [] },
    dateField: { type: String, default: 'date_created' },
    precision: { type: String, default: 'day' },
    days: { type: Number, default: 30 },
    color: { type: String, default: '#2563EB' },
    width: { type: Number, default: 12 },
    height: { type: Number, default: 8 },
    showHeader: { type: Boolean, default: true },
    now: { type: Date, default: () => new Date() },
  },
  setup(props) {
    const bars = computed(() => fill(buckets(props.precision, props.days, props.now), props.data, props.dateField));
    return () => {
      const list = bars.value;
      const total = list.reduce((sum, b) => sum + b.count, 0);
      const current = list.at(-1)?.count ?? 0;
      const max = Math.max(1, ...list.map((b) => b.count));
      // About ten dates under the bars, the last one (today, this week) always among them.
      const labelEvery = Math.ceil(list.length / 10);
      const label = (b) => (props.precision === 'week' ? `с ${ddmm(b.start)}` : ddmm(b.start));
      const period = props.precision === 'week' ? 'эта неделя' : 'сегодня';
      const text = 'font-size:11px;line-height:14px;white-space:nowrap;';
      const columns = list.map((b, i) =>
        h(
          'div',
          {
            class: 'bar',
            title: `${label(b)}: ${b.count}`,
            style: 'flex:1;display:flex;flex-direction:column;align-items:center;min-width:0',
          },
          [
            h('div', { style: 'flex:1;width:100%;display:flex;flex-direction:column;justify-content:flex-end;align-items:center' }, [
              b.count
                ? h('span', { class: 'count', style: `${text}font-weight:600;color:var(--theme--foreground)` }, String(b.count))
                : null,
              h('div', {
                style: `width:70%;height:${Math.max((100 * b.count) / max, 0.5)}%;border-radius:2px 2px 0 0;background:${b.count ? props.color : 'var(--theme--border-color-subdued)'}`,
              }),
            ]),
            h(
              'span',
              { class: 'date', style: `${text}height:14px;margin-top:4px;color:var(--theme--foreground-subdued)` },
              (list.length - 1 - i) % labelEvery === 0 ? label(b) : '',
            ),
          ],
        ),
      );
      return h(
        'div',
        { class: 'ecm-lead-chart', style: 'display:flex;flex-direction:column;height:100%;padding:0 12px 8px;box-sizing:border-box' },
        [
          h(
            'p',
            { class: 'summary', style: 'margin:0 0 8px;font-size:13px;color:var(--theme--foreground-subdued)' },
            `Всего: ${total} · ${period}: ${current}`,
          ),
          h(
            'div',
            {
              class: 'bars',
              role: 'img',
              'aria-label': `Всего: ${total} · ${period}: ${current}`,
              style: 'flex:1;min-height:0;display:flex;gap:2px',
            },
            columns,
          ),
        ],
      );
    };
  },
};

const panel = {
  id: 'ecm-lead-chart',
  name: 'Заявки по дням и неделям',
  icon: 'bar_chart',
  description: 'Столбцы по дням или неделям (с понедельника), нули тоже видны',
  component: Chart,
  minWidth: 12,
  minHeight: 6,
  // The rows of the range, counted per hour of the date field (the bars gather them by local day).
  query(options) {
    if (!options?.collection || !options.dateField) return;
    const field = options.dateField;
    const days = Number(options.days ?? 30) + 7;
    const filter = { _and: [options.filter ?? {}, { [field]: { _gte: `$NOW(-${days} days)` } }] };
    return {
      collection: options.collection,
      query: {
        group: ['year', 'month', 'day', 'hour'].map((fn) => `${fn}(${field})`),
        aggregate: { count: ['id'] },
        filter,
        limit: -1,
      },
    };
  },
  options: [
    { field: 'collection', name: 'Коллекция', type: 'string', meta: { interface: 'system-collection', width: 'half' } },
    {
      field: 'dateField',
      name: 'Поле даты',
      type: 'string',
      meta: {
        interface: 'system-field',
        options: { collectionField: 'collection', typeAllowList: ['date', 'dateTime', 'timestamp'] },
        width: 'half',
      },
    },
    {
      field: 'precision',
      name: 'Столбец',
      type: 'string',
      schema: { default_value: 'day' },
      meta: {
        interface: 'select-dropdown',
        options: {
          choices: [
            { text: 'День', value: 'day' },
            { text: 'Неделя', value: 'week' },
          ],
        },
        width: 'half',
      },
    },
    {
      field: 'days',
      name: 'Дней в диапазоне',
      type: 'integer',
      schema: { default_value: 30 },
      meta: { interface: 'input', width: 'half' },
    },
    { field: 'color', name: 'Цвет', type: 'string', meta: { interface: 'select-color', width: 'half' } },
    { field: 'filter', name: 'Фильтр', type: 'json', meta: { interface: 'system-filter', options: { collectionField: 'collection' } } },
  ],
};

export default panel;
