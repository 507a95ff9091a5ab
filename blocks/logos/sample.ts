// One block with every field filled, as a page's data brings it (blocks/samples.ts).
import { type BlockSample, sampleImage } from '../samples';

const sample: BlockSample<'block_logos'> = {
  __typename: 'block_logos',
  ...{ id: '14', anchor: null, toc_title: null, title: 'Клиенты' },
  items: [
    { id: '1', name: 'Ромашка', href: '/stories/romashka/', logo: sampleImage('logo-1') },
    { id: '2', name: 'Лютик', href: null, logo: null },
  ],
};

export default sample;
