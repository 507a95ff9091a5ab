import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_cta',
  label: 'Призыв к действию',
  purpose: 'Короткий призыв с одной кнопкой («Попробовать бесплатно»), обычно между разделами или в конце страницы.',
  order: 130,
  behaviour: 'static',
  editable: ['title', 'text', 'button_label', 'button_page', 'button_href', 'button_form'],
});
