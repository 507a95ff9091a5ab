import { block, f } from '../../schema/model/dsl.mjs';

export default block('block_rich_text', {
  icon: 'notes',
  display_template: '{{title}}',
  fields: [f.string('title', { label: 'Заголовок' }), f.html('content', { label: 'Текст', required: true })],
});
