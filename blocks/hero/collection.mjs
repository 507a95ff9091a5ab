import { block, COLOR_SCHEMES, f } from '../../schema/model/dsl.mjs';
import { buttonFields } from '../_button.mjs';

export default block('block_hero', {
  icon: 'view_carousel',
  display_template: '{{title}}',
  fields: [
    f.string('eyebrow', { label: 'Надзаголовок', width: 'half' }),
    f.select('theme', COLOR_SCHEMES, { label: 'Тема', default: 'light' }),
    f.string('title', { label: 'Заголовок', required: true }),
    f.text('text', { label: 'Подзаголовок' }),
    ...buttonFields('primary', 'Основная кнопка'),
    ...buttonFields('secondary', 'Вторая кнопка'),
    f.file('image', { label: 'Иллюстрация' }),
  ],
});
