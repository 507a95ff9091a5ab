import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_price_table',
  label: 'Тарифы и цены',
  purpose: 'Карточки тарифов: цена, что входит, кнопка заявки. Для страниц цен.',
  order: 90,
  behaviour: 'static',
  editable: ['title', 'text', 'caption'],
});
