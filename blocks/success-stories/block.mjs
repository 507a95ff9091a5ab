import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_success_stories',
  label: 'Истории успеха (слайдер)',
  purpose: 'Слайдер со всеми опубликованными историями внедрения, новые первыми; историю можно закрепить первой или скрыть.',
  order: 120,
  // A carousel: the arrows scroll it.
  behaviour: 'island',
  editable: ['title'],
});
