import { blockItems, f } from '../../schema/model/dsl.mjs';
import { headedBlock } from '../_headed.mjs';
import { buttonFields } from '../_button.mjs';

const collections = [
  headedBlock('block_price_table', {
    icon: 'payments',
    fields: [
      f.text('text', { label: 'Пояснение' }),
      f.o2m('items', { label: 'Тарифы', template: '{{name}} · {{price}}' }),
      f.string('caption', { label: 'Примечание под таблицей', note: 'Например: цены указаны без НДС' }),
    ],
  }),
  blockItems('block_price_table_items', 'block_price_table', {
    label: 'Тариф',
    display_template: '{{name}} · {{price}}',
    fields: [
      f.string('name', { label: 'Название', required: true, width: 'half' }),
      f.string('price', { label: 'Цена', width: 'half', note: 'Например «от 1 200 ₽» или «по запросу»' }),
      f.string('period', { label: 'За что', width: 'half', note: 'Например «за пользователя в месяц»' }),
      f.boolean('highlighted', { label: 'Выделить как рекомендуемый' }),
      f.text('description', { label: 'Кому подходит' }),
      f.textList('features', {
        label: 'Что входит',
        itemLabel: 'Пункт',
        addLabel: 'Добавить пункт',
        note: 'По одному пункту, в порядке показа',
      }),
      ...buttonFields('button', 'Кнопка'),
    ],
  }),
];

export default collections;
