import { block, blockItems, f } from '../../schema/model/dsl.mjs';

const collections = [
  block('block_steps', {
    label: 'Шаги',
    icon: 'format_list_numbered',
    display_template: '{{title}}',
    fields: [
      f.string('title', { label: 'Заголовок' }),
      f.text('text', { label: 'Вступление' }),
      f.o2m('items', { label: 'Шаги', template: '{{title}}' }),
    ],
  }),
  blockItems('block_steps_items', 'block_steps', {
    label: 'Шаг',
    display_template: '{{title}}',
    fields: [f.string('title', { label: 'Заголовок', required: true }), f.text('text', { label: 'Текст' })],
  }),
];

export default collections;
