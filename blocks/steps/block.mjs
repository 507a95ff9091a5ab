import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_steps',
  label: 'Шаги',
  purpose: 'Последовательность действий или этапы внедрения, пронумерованные по порядку.',
  order: 40,
  behaviour: 'static',
  editable: ['title', 'text'],
});
