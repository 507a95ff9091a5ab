import { block, f } from '../../schema/model/dsl.mjs';
import { buttonFields } from '../_button.mjs';

export default block('block_cta', {
  icon: 'ads_click',
  display_template: '{{title}}',
  fields: [
    f.string('title', { label: 'Заголовок', required: true }),
    f.text('text', { label: 'Текст' }),
    f.select(
      'variant',
      [
        ['accent', 'Акцентный'],
        ['dark', 'Тёмный'],
        ['light', 'Светлый'],
      ],
      { label: 'Вид', default: 'accent' },
    ),
    ...buttonFields('button', 'Кнопка'),
  ],
});
