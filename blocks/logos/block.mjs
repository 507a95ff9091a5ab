import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_logos',
  label: 'Логотипы клиентов',
  purpose: 'Ряд логотипов компаний-клиентов или партнёров: доверие к продукту.',
  order: 110,
  behaviour: 'static',
  editable: ['title'],
  pictureSample: { title: 'Нам доверяют', items: ['Компания А', 'Компания Б', 'Компания В', 'Компания Г'].map((name) => ({ name })) },
});
