// One block with every field filled, as a page's data brings it (blocks/samples.ts).
import { type BlockSample } from '../samples';

const sample: BlockSample<'block_table'> = {
  __typename: 'block_table',
  ...{ id: '19', anchor: null, toc_title: null, title: 'Сравнение', columns: ['Функция', 'Базовая'], caption: 'Примечание' },
  items: [
    { id: '1', cells: ['Архив', '+'] },
    { id: '2', cells: ['Поиск', '−'] },
  ],
};

export default sample;
