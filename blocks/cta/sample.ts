// One block with every field filled, as a page's data brings it (blocks/samples.ts).
import { type BlockSample } from '../samples';

const sample: BlockSample<'block_cta'> = {
  __typename: 'block_cta',
  ...{ id: '11', anchor: 'cta', toc_title: 'Заявка', title: 'Попробуйте', text: 'Бесплатно 30 дней', variant: 'dark' },
  ...{ button_label: 'Оставить заявку', button_href: null, button_form: 'demo', button_page: null },
};

export default sample;
