import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_hero',
  label: 'Первый экран',
  purpose: 'Начало страницы: крупный заголовок, подзаголовок, до двух кнопок и иллюстрация. Ставьте первым блоком, один на страницу.',
  order: 10,
  behaviour: 'static',
  editable: ['eyebrow', 'title', 'text'],
});
