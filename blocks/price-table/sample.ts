// One block with every field filled, as a page's data brings it (blocks/samples.ts).
import { type BlockSample } from '../samples';

const sample: BlockSample<'block_price_table'> = {
  __typename: 'block_price_table',
  ...{ id: '15', anchor: 'prices', toc_title: 'Цены', title: 'Редакции', text: 'На год', caption: 'Без НДС' },
  items: [
    {
      ...{ id: '1', name: 'Базовая', price: '100 000 ₽', period: 'в год', highlighted: true, description: 'Для отдела' },
      ...{ features: ['Архив', 'Поиск'], button_label: 'Купить', button_href: null, button_form: 'trial', button_page: null },
    },
    {
      ...{ id: '2', name: 'Полная', price: null, period: null, highlighted: false, description: null, features: null },
      ...{ button_label: 'Подробнее', button_href: '/prices/full/', button_form: null, button_page: null },
    },
  ],
};

export default sample;
