import { f } from '../../schema/model/dsl.mjs';
import { headedList } from '../_headed.mjs';

export default headedList('block_faq', {
  icon: 'quiz',
  itemsLabel: 'Вопросы',
  item: {
    label: 'Вопрос',
    display_template: '{{question}}',
    fields: [f.string('question', { label: 'Вопрос', required: true }), f.html('answer', { label: 'Ответ', required: true })],
  },
});
