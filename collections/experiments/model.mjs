// A/B tests of page blocks. An experiment names a block of a page (the control) and its variants:
// each variant is a block of any type with a traffic weight; a variant without a block is the
// control itself. Visitors who accepted cookies are assigned a variant once (proxy.ts, a cookie);
// the site counts them per variant in `experiment_visits` and writes the results onto the variants.
import { collection, f, m2aJunction, ownedItems } from '../../schema/model/dsl.mjs';
import { LEAD_KINDS } from '../leads/model.mjs';

export const EXPERIMENT_STATES = [
  ['draft', 'Черновик'],
  ['running', 'Идёт'],
  ['ended', 'Завершён'],
];

/**
 * @param {string[]} blockNames every block collection: a variant may be a block of any type
 * @param {Record<string, string>} [labels] the blocks' names in Russian
 */
export function experimentModel(blockNames, labels = {}) {
  const variantBlock = m2aJunction({
    parent: 'experiment_variants',
    alias: 'block',
    junction: 'experiment_variants_blocks',
    allowed: blockNames,
    labels,
  });
  const collections = [
    collection('experiments', {
      label: 'A/B-тесты',
      icon: 'science',
      note: 'Сравнение вариантов блока страницы: доли трафика, срок, цель — форма заявки. Итоги — в вариантах.',
      display_template: '{{name}} · {{state}}',
      // Not `status`: the site's token reads content filtered to status «published»; experiments in
      // every state are read by the site (a running one is served, an ended one is not).
      fields: [
        f.id(),
        f.string('name', { label: 'Название', required: true, width: 'half' }),
        f.select('state', EXPERIMENT_STATES, {
          label: 'Состояние',
          default: 'draft',
          note: '«Идёт» — посетители, принявшие cookie, делятся между вариантами. «Завершён» — победитель становится блоком страницы.',
        }),
        f.m2o('page', 'pages', { label: 'Страница', required: true, width: 'half', template: '{{title}} · {{path}}' }),
        f.m2o('block', 'pages_blocks', {
          label: 'Блок страницы',
          required: true,
          width: 'half',
          template: '{{sort}} · {{collection}}',
          // The chooser lists the blocks of the page chosen above (its position and type), not every
          // page's; the block under test is one the page has, never a new one.
          options: { template: '{{sort}} · {{collection}}', filter: { pages_id: { _eq: '{{page}}' } }, enableCreate: false },
          note: 'Блок выбранной страницы (номер по порядку и тип), который сравнивается с вариантами (контроль)',
        }),
        f.select('goal', LEAD_KINDS, {
          label: 'Цель: форма заявки',
          required: true,
          note: 'Конверсия — заявки этой формы с этой страницы. «Форма из конструктора» — выберите форму ниже',
        }),
        // Chosen from the published forms of «Формы», never typed; shown (and required) for that goal only.
        f.m2o('goal_form', 'forms', {
          label: 'Цель: форма из конструктора',
          width: 'half',
          template: '{{name}}',
          options: { template: '{{name}}', filter: { status: { _eq: 'published' } }, enableCreate: false },
          note: 'Конверсия — заполненные до конца заявки этой формы (многошаговая — все шаги), кроме заявок на проверке',
          hidden: true,
          conditions: [
            { name: 'Цель — форма из конструктора', rule: { _and: [{ goal: { _eq: 'form' } }] }, hidden: false, required: true },
          ],
        }),
        // The goal as the marketer reads it, one stored text: «Вопрос», or «форма «<name>»» for a built form.
        // Written by the CMS (cms/extensions/experiment-goal-label) whenever the goal, its form or the
        // form's name changes; «Аналитика» → «Тесты» shows it (a list panel shows «--» for an empty relation).
        f.string('goal_label', {
          label: 'Цель теста',
          readonly: true,
          hidden: true,
          max: 300,
        }),
        f.datetime('start', { label: 'Начало', note: 'Пусто — сразу, как только тест идёт' }),
        f.datetime('end', { label: 'Окончание', note: 'После этого времени посетители видят контроль' }),
        // Never stored: each variant's figures as they come in, and a link that shows it (cms/extensions/ab-variants).
        f.presentation(
          'variant_results',
          'ecm-ab-variants',
          'Как идут варианты',
          'Обновляется само. «Посмотреть вариант» показывает его вам и не попадает в статистику.',
        ),
        f.o2m('variants', {
          label: 'Варианты',
          // Each figure named: a bare «50 · 1 / 0 · 0,00 %» said nothing of what it counts.
          template: '{{name}}: доля {{weight}} · посетителей {{visitors}} · заявок {{leads}} · конверсия {{conversion}}',
          note: 'Вариант без блока — контроль. Итоги обновляются каждые 30 секунд.',
        }),
        f.m2o('winner', 'experiment_variants', {
          label: 'Победитель',
          width: 'half',
          template: '{{name}}',
          note: 'При завершении его блок становится блоком страницы. Пусто — вариант с лучшей конверсией.',
        }),
        f.boolean('winner_applied', {
          label: 'Победитель на странице',
          readonly: true,
          note: 'Сайт ставит блок победителя на страницу один раз, когда тест завершён',
        }),
        f.text('summary', { label: 'Итоги', readonly: true, note: 'Пишет сайт: посетители, заявки, конверсия и значимость по вариантам' }),
      ],
    }),
    ownedItems(
      'experiment_variants',
      { field: 'experiment', collection: 'experiments', alias: 'variants' },
      {
        label: 'Варианты A/B-тестов',
        icon: 'call_split',
        display_template: '{{name}}',
        fields: [
          f.string('name', { label: 'Название', required: true, width: 'half', note: 'Например «Контроль» или «Новый заголовок»' }),
          f.integer('weight', {
            label: 'Доля трафика',
            width: 'half',
            default: 50,
            note: 'Относительная: 50 и 50 — поровну, 80 и 20 — четыре к одному',
          }),
          f.m2a('block', {
            label: 'Блок',
            note: 'Один блок любого типа вместо блока страницы. Пусто — контроль (блок страницы как есть).',
          }),
          f.integer('visitors', { label: 'Посетители', width: 'half', readonly: true, default: 0 }),
          f.integer('leads', { label: 'Заявки', width: 'half', readonly: true, default: 0 }),
          f.string('conversion', { label: 'Конверсия', width: 'half', readonly: true }),
          f.string('significance', {
            label: 'Значимость',
            width: 'half',
            readonly: true,
            note: 'Сравнение с контролем: p-значение двустороннего z-теста двух долей и вероятность превзойти контроль',
          }),
        ],
      },
    ),
    {
      ...collection('experiment_visits', {
        label: 'Посетители A/B-тестов',
        icon: 'groups',
        hidden: true,
        note: 'Сколько посетителей получили вариант: сайт дописывает строку с приростом за интервал; личных данных нет',
        publicRead: false,
        revalidates: false,
        accountability: null,
        fields: [
          f.id(),
          f.m2o('variant', 'experiment_variants', { label: 'Вариант', on_delete: 'CASCADE', readonly: true }),
          f.integer('visitors', { label: 'Посетители', readonly: true, default: 0 }),
          f.datetime('date_created', { label: 'Записано', readonly: true, special: ['date-created'] }),
        ],
      }),
      site: { publicRead: false, revalidates: false, siteWrite: true },
    },
  ];
  return { collections: [...collections, variantBlock.collection], relations: variantBlock.relations };
}

/**
 * This folder's part of the model (schema/model/index.mjs loads every `collections/<name>/model.mjs`):
 * a variant may be a block of any type.
 * @param {{ blockNames: string[], labels: Record<string, string> }} blocks
 */
export const model = ({ blockNames, labels }) => experimentModel(blockNames, labels);
