import { blockItems, f } from '../../schema/model/dsl.mjs';
import { headedBlock } from '../_headed.mjs';

const collections = [
  headedBlock('block_tabs', {
    label: 'Вкладки',
    icon: 'tab',
    fields: [f.o2m('items', { label: 'Вкладки', template: '{{label}}' })],
  }),
  blockItems('block_tabs_items', 'block_tabs', {
    label: 'Вкладка',
    display_template: '{{label}}',
    fields: [
      f.string('label', { label: 'Название вкладки', required: true }),
      f.html('content', { label: 'Содержимое', required: true }),
      f.file('image', { label: 'Иллюстрация' }),
    ],
  }),
];

export default collections;
