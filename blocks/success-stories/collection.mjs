import { block, blockItems, f } from '../../schema/model/dsl.mjs';

// The stories themselves live in the `success_stories` collection; the block picks which to show.
const collections = [
  block('block_success_stories', {
    label: 'Истории успеха (слайдер)',
    icon: 'emoji_events',
    display_template: '{{title}}',
    fields: [
      f.string('title', { label: 'Заголовок', note: 'Если пусто — «истории успеха»' }),
      f.o2m('items', { label: 'Истории', template: '{{story.name_company}}' }),
    ],
  }),
  blockItems('block_success_stories_items', 'block_success_stories', {
    label: 'История в слайдере',
    display_template: '{{story.name_company}}',
    fields: [f.m2o('story', 'success_stories', { label: 'История', required: true, template: '{{name_company}} · {{title}}' })],
  }),
];

export default collections;
