// One block with every field filled, as a page's data brings it (blocks/samples.ts).
import { type BlockSample } from '../samples';

const sample: BlockSample<'block_rich_text'> = {
  __typename: 'block_rich_text',
  ...{
    id: '16',
    anchor: null,
    toc_title: null,
    title: 'О продукте',
    content: '<p>Текст со <a href="/ru/products/ecm/about/">ссылкой</a></p>',
  },
};

export default sample;
