// One block with every field filled, as a page's data brings it (blocks/samples.ts).
import { type BlockSample, sampleImage } from '../samples';

const sample: BlockSample<'block_features'> = {
  __typename: 'block_features',
  ...{ id: '12', anchor: null, toc_title: null, title: 'Возможности', text: 'Всё для документов', variant: 'cards', column_count: '4' },
  items: [
    { id: '1', title: 'Маршруты', text: 'Мышкой', href: '/routes/', icon: sampleImage('icon-1') },
    { id: '2', title: 'Подпись', text: null, href: 'https://example.com/', icon: null },
  ],
};

export default sample;
