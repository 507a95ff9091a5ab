import { f } from '../../schema/model/dsl.mjs';
import { headedList } from '../_headed.mjs';

export default headedList('block_tabs', {
  icon: 'tab',
  itemsLabel: 'Вкладки',
  item: {
    label: 'Вкладка',
    display_template: '{{label}}',
    fields: [
      f.string('label', { label: 'Название вкладки', required: true }),
      f.html('content', { label: 'Содержимое', required: true }),
      f.file('image', { label: 'Иллюстрация' }),
    ],
  },
});
