import { blockItems, f } from '../../schema/model/dsl.mjs';
import { headedBlock } from '../_headed.mjs';

const collections = [
  headedBlock('block_features', {
    icon: 'grid_view',
    fields: [
      f.text('text', { label: 'Вступление' }),
      f.select(
        'variant',
        [
          ['grid', 'Сетка с иконками'],
          ['cards', 'Карточки'],
        ],
        { label: 'Вид', default: 'grid' },
      ),
      f.select(
        'columns',
        [
          ['2', '2'],
          ['3', '3'],
          ['4', '4'],
        ],
        { label: 'Колонок на широком экране', default: '3' },
      ),
      f.o2m('items', { label: 'Пункты', template: '{{title}}' }),
    ],
  }),
  blockItems('block_features_items', 'block_features', {
    label: 'Пункт преимуществ',
    display_template: '{{title}}',
    fields: [
      f.string('title', { label: 'Заголовок', required: true }),
      f.text('text', { label: 'Текст' }),
      f.file('icon', { label: 'Иконка' }),
      f.string('href', { label: 'Ссылка «Подробнее»' }),
    ],
  }),
];

export default collections;
