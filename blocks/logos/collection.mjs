import { blockItems, f } from '../../schema/model/dsl.mjs';
import { headedBlock } from '../_headed.mjs';

const collections = [
  headedBlock('block_logos', {
    label: 'Логотипы клиентов',
    icon: 'verified',
    fields: [f.o2m('items', { label: 'Логотипы', template: '{{name}}' })],
  }),
  blockItems('block_logos_items', 'block_logos', {
    label: 'Логотип',
    display_template: '{{name}}',
    fields: [
      f.string('name', { label: 'Компания', required: true, width: 'half' }),
      f.string('href', { label: 'Ссылка', width: 'half' }),
      f.file('logo', { label: 'Логотип' }),
    ],
  }),
];

export default collections;
