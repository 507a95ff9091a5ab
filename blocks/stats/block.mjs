import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_stats',
  label: 'Цифры',
  purpose: 'Несколько крупных чисел с подписями («50 000 пользователей»): результаты и масштаб.',
  order: 30,
  behaviour: 'static',
  editable: ['title'],
});
