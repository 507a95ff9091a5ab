import { f } from '../../schema/model/dsl.mjs';
import { headedList } from '../_headed.mjs';

export default headedList('block_stats', {
  icon: 'monitoring',
  itemsLabel: 'Показатели',
  item: {
    label: 'Показатель',
    display_template: '{{value}} {{label}}',
    fields: [
      f.string('value', { label: 'Значение', required: true, width: 'half', note: 'Например 40% или 2 000+' }),
      f.string('label', { label: 'Подпись', required: true, width: 'half' }),
    ],
  },
});
