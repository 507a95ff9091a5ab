// One block with every field filled, as a page's data brings it (blocks/samples.ts).
import { type BlockSample, sampleImage, samplePage } from '../samples';

const sample: BlockSample<'block_hero'> = {
  __typename: 'block_hero',
  ...{ id: '13', anchor: null, toc_title: null, eyebrow: 'СЭД', theme: 'dark', title: 'Документы', text: 'Без бумаги' },
  ...{ primary_label: 'Демо', primary_href: null, primary_form: 'demo', primary_page: null },
  ...{ secondary_label: 'Подробнее', secondary_href: null, secondary_form: null, secondary_page: samplePage },
  image: sampleImage('hero-1'),
};

export default sample;
