import { blockItems, f } from '../../schema/model/dsl.mjs';
import { headedBlock } from '../_headed.mjs';

const collections = [
  headedBlock('block_steps', {
    icon: 'format_list_numbered',
    fields: [f.text('text', { label: 'Вступление' }), f.o2m('items', { label: 'Шаги', template: '{{title}}' })],
  }),
  blockItems('block_steps_items', 'block_steps', {
    label: 'Шаг',
    display_template: '{{title}}',
    fields: [f.string('title', { label: 'Заголовок', required: true }), f.text('text', { label: 'Текст' })],
  }),
];

export default collections;
