import { f } from '../../schema/model/dsl.mjs';
import { headedList } from '../_headed.mjs';

export default headedList('block_logos', {
  icon: 'verified',
  itemsLabel: 'Логотипы',
  item: {
    label: 'Логотип',
    display_template: '{{name}}',
    fields: [
      f.string('name', { label: 'Компания', required: true, width: 'half' }),
      f.string('href', { label: 'Ссылка', width: 'half' }),
      f.file('logo', { label: 'Логотип' }),
    ],
  },
});
