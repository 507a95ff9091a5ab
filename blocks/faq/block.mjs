import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_faq',
  label: 'Вопросы и ответы',
  purpose: 'Частые вопросы с раскрывающимися ответами; поисковики видят их как FAQ.',
  order: 100,
  // An accordion: each answer opens and closes.
  behaviour: 'island',
  editable: ['title'],
});
