import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_features',
  label: 'Преимущества',
  purpose: 'Что умеет продукт: карточки или список пунктов с иконками, в 2–4 колонки.',
  order: 20,
  behaviour: 'static',
  editable: ['title', 'text'],
});
