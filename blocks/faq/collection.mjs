import { block, blockItems, f } from '../../schema/model/dsl.mjs';

const collections = [
  block('block_faq', {
    label: 'Вопросы и ответы',
    icon: 'quiz',
    display_template: '{{title}}',
    fields: [f.string('title', { label: 'Заголовок' }), f.o2m('items', { label: 'Вопросы', template: '{{question}}' })],
  }),
  blockItems('block_faq_items', 'block_faq', {
    label: 'Вопрос',
    display_template: '{{question}}',
    fields: [f.string('question', { label: 'Вопрос', required: true }), f.html('answer', { label: 'Ответ', required: true })],
  }),
];

export default collections;
