import { blockItems, f } from '../../schema/model/dsl.mjs';
import { headedBlock } from '../_headed.mjs';

const collections = [
  headedBlock('block_table', {
    icon: 'table',
    fields: [
      f.textList('columns', {
        label: 'Заголовки столбцов',
        itemLabel: 'Заголовок',
        addLabel: 'Добавить столбец',
        note: 'По одному заголовку на столбец, слева направо; порядок меняется перетаскиванием',
      }),
      f.o2m('items', { label: 'Строки', template: '{{cells}}' }),
      f.string('caption', { label: 'Примечание под таблицей' }),
    ],
  }),
  blockItems('block_table_items', 'block_table', {
    label: 'Строка таблицы',
    display_template: '{{cells}}',
    fields: [
      f.textList('cells', {
        label: 'Ячейки',
        itemLabel: 'Ячейка',
        addLabel: 'Добавить ячейку',
        required: true,
        note: 'По одной ячейке на столбец, в том же порядке. Запятые внутри ячейки сохраняются. Знаки «+» и «−» показываются значками.',
      }),
    ],
  }),
];

export default collections;
