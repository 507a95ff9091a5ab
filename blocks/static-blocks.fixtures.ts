// One block of each static collection with every field filled (./static-blocks.test.tsx,
// ./render-static.test.tsx): the tests render them to check that a static block has no behaviour.
// A block declared static in ./static-blocks.ts needs one here.
import type { BlockItem } from './registry';
import type { StaticBlockType } from './static-blocks';

const image = (id: string) => ({ id, width: 800, height: 600, title: null, description: 'Картинка' });
const page = { path: '/archiving/' };

export const STATIC_BLOCK_FIXTURES: { [K in StaticBlockType]: Extract<BlockItem, { __typename: K }> } = {
  block_cta: {
    __typename: 'block_cta',
    ...{ id: '11', anchor: 'cta', toc_title: 'Заявка', title: 'Попробуйте', text: 'Бесплатно 30 дней', variant: 'dark' },
    ...{ button_label: 'Оставить заявку', button_href: null, button_form: 'demo', button_page: null },
  },
  block_features: {
    __typename: 'block_features',
    ...{ id: '12', anchor: null, toc_title: null, title: 'Возможности', text: 'Всё для документов', variant: 'cards', column_count: '4' },
    items: [
      { id: '1', title: 'Маршруты', text: 'Мышкой', href: '/routes/', icon: image('icon-1') },
      { id: '2', title: 'Подпись', text: null, href: 'https://example.com/', icon: null },
    ],
  },
  block_hero: {
    __typename: 'block_hero',
    ...{ id: '13', anchor: null, toc_title: null, eyebrow: 'СЭД', theme: 'dark', title: 'Документы', text: 'Без бумаги' },
    ...{ primary_label: 'Демо', primary_href: null, primary_form: 'demo', primary_page: null },
    ...{ secondary_label: 'Подробнее', secondary_href: null, secondary_form: null, secondary_page: page },
    image: image('hero-1'),
  },
  block_logos: {
    __typename: 'block_logos',
    ...{ id: '14', anchor: null, toc_title: null, title: 'Клиенты' },
    items: [
      { id: '1', name: 'Ромашка', href: '/stories/romashka/', logo: image('logo-1') },
      { id: '2', name: 'Лютик', href: null, logo: null },
    ],
  },
  block_price_table: {
    __typename: 'block_price_table',
    ...{ id: '15', anchor: 'prices', toc_title: 'Цены', title: 'Редакции', text: 'На год', caption: 'Без НДС' },
    items: [
      {
        ...{ id: '1', name: 'Базовая', price: '100 000 ₽', period: 'в год', highlighted: true, description: 'Для отдела' },
        ...{ features: ['Архив', 'Поиск'], button_label: 'Купить', button_href: null, button_form: 'trial', button_page: null },
      },
      {
        ...{ id: '2', name: 'Полная', price: null, period: null, highlighted: false, description: null, features: null },
        ...{ button_label: 'Подробнее', button_href: '/prices/full/', button_form: null, button_page: null },
      },
    ],
  },
  block_rich_text: {
    __typename: 'block_rich_text',
    ...{
      id: '16',
      anchor: null,
      toc_title: null,
      title: 'О продукте',
      content: '<p>Текст со <a href="/ru/products/ecm/about/">ссылкой</a></p>',
    },
  },
  block_stats: {
    __typename: 'block_stats',
    ...{ id: '17', anchor: null, toc_title: null, title: 'В цифрах' },
    items: [{ id: '1', value: '500+', label: 'клиентов' }],
  },
  block_steps: {
    __typename: 'block_steps',
    ...{ id: '18', anchor: null, toc_title: null, title: 'Как начать', text: 'Три шага' },
    items: [
      { id: '1', title: 'Заявка', text: 'Оставьте' },
      { id: '2', title: 'Звонок', text: null },
    ],
  },
  block_table: {
    __typename: 'block_table',
    ...{ id: '19', anchor: null, toc_title: null, title: 'Сравнение', columns: ['Функция', 'Базовая'], caption: 'Примечание' },
    items: [
      { id: '1', cells: ['Архив', '+'] },
      { id: '2', cells: ['Поиск', '−'] },
    ],
  },
};
