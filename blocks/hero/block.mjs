import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_hero',
  label: 'Первый экран',
  purpose: 'Начало страницы: крупный заголовок, подзаголовок, до двух кнопок и иллюстрация. Ставьте первым блоком, один на страницу.',
  order: 10,
  behaviour: 'static',
  editable: [
    'eyebrow',
    'title',
    'text',
    'image',
    'primary_label',
    'primary_page',
    'primary_href',
    'primary_form',
    'secondary_label',
    'secondary_page',
    'secondary_href',
    'secondary_form',
  ],
});
