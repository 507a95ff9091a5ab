// One block with every field filled, as a page's data brings it (blocks/samples.ts).
import { type BlockSample } from '../samples';

const sample: BlockSample<'block_steps'> = {
  __typename: 'block_steps',
  ...{ id: '18', anchor: null, toc_title: null, title: 'Как начать', text: 'Три шага' },
  items: [
    { id: '1', title: 'Заявка', text: 'Оставьте' },
    { id: '2', title: 'Звонок', text: null },
  ],
};

export default sample;
