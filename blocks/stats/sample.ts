// One block with every field filled, as a page's data brings it (blocks/samples.ts).
import { type BlockSample } from '../samples';

const sample: BlockSample<'block_stats'> = {
  __typename: 'block_stats',
  ...{ id: '17', anchor: null, toc_title: null, title: 'В цифрах' },
  items: [{ id: '1', value: '500+', label: 'клиентов' }],
};

export default sample;
