import { blockItems, f } from '../../schema/model/dsl.mjs';
import { headedBlock } from '../_headed.mjs';

const collections = [
  headedBlock('block_faq', {
    label: 'Вопросы и ответы',
    icon: 'quiz',
    fields: [f.o2m('items', { label: 'Вопросы', template: '{{question}}' })],
  }),
  blockItems('block_faq_items', 'block_faq', {
    label: 'Вопрос',
    display_template: '{{question}}',
    fields: [f.string('question', { label: 'Вопрос', required: true }), f.html('answer', { label: 'Ответ', required: true })],
  }),
];

export default collections;
