import { blockItems, f } from '../../schema/model/dsl.mjs';
import { headedBlock } from '../_headed.mjs';

const collections = [
  headedBlock('block_stats', {
    label: 'Цифры',
    icon: 'monitoring',
    fields: [f.o2m('items', { label: 'Показатели', template: '{{value}} {{label}}' })],
  }),
  blockItems('block_stats_items', 'block_stats', {
    label: 'Показатель',
    display_template: '{{value}} {{label}}',
    fields: [
      f.string('value', { label: 'Значение', required: true, width: 'half', note: 'Например 40% или 2 000+' }),
      f.string('label', { label: 'Подпись', required: true, width: 'half' }),
    ],
  }),
];

export default collections;
