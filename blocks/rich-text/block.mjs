import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_rich_text',
  label: 'Текст',
  purpose: 'Свободный текст с заголовками, списками, ссылками и цитатами: описания, условия, статьи.',
  order: 50,
  behaviour: 'static',
  editable: ['title', 'content'],
});
