import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_tabs',
  label: 'Вкладки',
  purpose: 'Несколько тем в одном месте: посетитель переключает вкладки с текстом и картинкой.',
  order: 70,
  // Tabs: arrows and clicks select a panel.
  behaviour: 'island',
  editable: ['title'],
});
