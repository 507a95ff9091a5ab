import { block, blockItems, f } from '../../schema/model/dsl.mjs';

const collections = [
  block('block_table', {
    label: 'Таблица',
    icon: 'table',
    display_template: '{{title}}',
    fields: [
      f.string('title', { label: 'Заголовок' }),
      f.tags('columns', { label: 'Заголовки столбцов', note: 'Введите заголовок и нажмите Enter' }),
      f.o2m('items', { label: 'Строки', template: '{{cells}}' }),
      f.string('caption', { label: 'Примечание под таблицей' }),
    ],
  }),
  blockItems('block_table_items', 'block_table', {
    label: 'Строка таблицы',
    display_template: '{{cells}}',
    fields: [
      f.tags('cells', {
        label: 'Ячейки',
        required: true,
        note: 'По одной ячейке на столбец, в том же порядке. Знаки «+» и «−» показываются значками.',
      }),
    ],
  }),
];

export default collections;
