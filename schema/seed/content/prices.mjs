// Price pages: /prices/{data}/ for each way of delivery, and one page per edition under it. They are
// ordinary CMS pages with a price-table block; lib/content/prices.ts lists the valid segments.
// Seeded through the `items` list (after languages and products exist), so blocks are given in
// Directus' own many-to-any form. The slider shows every published success story (seeded apart).
import { texts } from '../text-list.mjs';
const base = {
  status: 'published',
  header_effect: 'none',
  header_theme: 'light',
  header_position: 'fixed',
  show_breadcrumbs: true,
  show_toc: false,
};

const deliveries = [
  {
    data: 'saas',
    name: 'SaaS',
    lead: 'Облачная версия: работает в дата-центре ELMA, обновления и резервные копии — наша забота.',
    period: 'за пользователя в месяц',
    prices: { standard: 'от 890 ₽', sed: 'от 1 490 ₽', ai: 'от 2 190 ₽', solutions: 'от 2 990 ₽' },
  },
  {
    data: 'on-premises',
    name: 'On-Premises',
    lead: 'Установка на серверы вашей компании: данные не покидают контур, лицензия бессрочная.',
    period: 'за лицензию на пользователя',
    prices: { standard: 'от 18 000 ₽', sed: 'от 29 000 ₽', ai: 'от 42 000 ₽', solutions: 'по запросу' },
  },
];

const editions = [
  {
    key: 'standard',
    name: 'Стандарт',
    description: 'Для компаний, которые начинают с одного-двух процессов.',
    features: ['Low-code платформа', 'Хранилище документов', 'Маршруты согласования', 'Мобильное приложение'],
  },
  {
    key: 'sed',
    name: 'СЭД',
    description: 'Полный электронный документооборот компании.',
    features: ['Всё из «Стандарта»', 'Канцелярия и договоры', 'Электронная подпись и МЧД', 'Интеграция с 1С и ЭДО'],
  },
  {
    key: 'ai',
    name: 'ИИ',
    description: 'Документооборот, в котором рутину берёт на себя искусственный интеллект.',
    features: ['Всё из «СЭД»', 'Распознавание сканов', 'Сравнение редакций', 'Классификация входящих'],
  },
  {
    key: 'solutions',
    name: 'Решения',
    description: 'Максимальная редакция с готовыми отраслевыми решениями.',
    features: ['Всё из «ИИ»', 'Кадровый ЭДО', 'Финансовый архив', 'Отраслевые решения'],
  },
];

const plan = (d, e, highlighted) => ({
  name: e.name,
  price: d.prices[e.key],
  period: d.period,
  highlighted,
  description: e.description,
  features: texts(...e.features),
  button_label: 'Получить расчёт',
  button_form: 'question',
});

const caption = 'Цены указаны без НДС. Точная стоимость зависит от числа пользователей и состава модулей.';

/** `[collection, item]` pairs as many-to-any rows with their order. */
const blocks = (list) =>
  list.map(([collection, item], i) => ({
    collection,
    sort: i + 1,
    item: item.items ? { ...item, items: item.items.map((it, j) => ({ ...it, sort: j + 1 })) } : item,
  }));

const stories = ['block_success_stories', { title: 'Истории успеха' }];

const pages = deliveries.flatMap((d) => [
  {
    ...base,
    path: `/prices/${d.data}/`,
    title: `Цены ${d.name}`,
    seo_title: `Цены ELMA365 CSP ${d.name}: редакции и стоимость`,
    seo_description: `Стоимость редакций ELMA365 CSP в варианте ${d.name}: «Стандарт», «СЭД», «ИИ» и «Решения». ${d.lead}`,
    blocks: [
      [
        'block_price_table',
        {
          title: `Редакции ${d.name}`,
          text: d.lead,
          caption,
          items: editions.map((e) => plan(d, e, e.key === 'sed')),
        },
      ],
      ...(d.data === 'saas' ? [stories] : []),
    ],
  },
  ...editions.map((e) => ({
    ...base,
    path: `/prices/${d.data}/${e.key}/`,
    title: `${e.name} ${d.name}`,
    seo_title: `Редакция «${e.name}» ${d.name}: цена ELMA365 CSP`,
    seo_description: `${e.description} Что входит в редакцию «${e.name}» и сколько она стоит в варианте ${d.name}.`,
    blocks: [['block_price_table', { title: `Редакция «${e.name}»`, text: d.lead, caption, items: [plan(d, e, true)] }]],
  })),
]);

export default pages.map((p) => ({ ...p, blocks: blocks(p.blocks) }));
