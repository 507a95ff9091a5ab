import { block, blockItems, f } from '../../schema/model/dsl.mjs';

// The stories themselves live in the `success_stories` collection. Spec §7: the block shows every
// published story of the site's language, newest first; the block's list only pins a story first
// or hides one (lib/content/success-stories.ts).
const collections = [
  block('block_success_stories', {
    icon: 'emoji_events',
    display_template: '{{title}}',
    fields: [
      f.string('title', { label: 'Заголовок', note: 'Если пусто — «истории успеха»' }),
      f.o2m('items', {
        label: 'Закреплённые и скрытые истории',
        note: 'Закреплённые показываются первыми в этом порядке, скрытые не показываются. Остальные опубликованные — после них, новые первыми.',
        template: '{{placement}}: {{story.name_company}}',
      }),
    ],
  }),
  blockItems('block_success_stories_items', 'block_success_stories', {
    label: 'Закреплённая или скрытая история',
    display_template: '{{placement}}: {{story.name_company}}',
    fields: [
      f.m2o('story', 'success_stories', { label: 'История', required: true, template: '{{name_company}} · {{title}}' }),
      f.select(
        'placement',
        [
          ['pin', 'Закрепить первой'],
          ['hide', 'Скрыть'],
        ],
        { label: 'Что сделать', required: true, default: 'pin' },
      ),
    ],
  }),
];

export default collections;
