// Releases: a campaign's changes to what the site renders (a new page, a menu item, a changed
// hero, a price), published together in one transaction and one regeneration wave, and reverted in
// one step to exactly what was live before (cms/extensions/releases). A change is a content version
// of an item, promoted on publish, or an item the release itself publishes (a new page kept as a
// draft until then).
import { collection, f } from '../../schema/model/dsl.mjs';

/** Who publishes and reverts releases, besides administrators: marketers prepare them. */
export const PUBLISHER_ROLE = 'Выпускающий редактор';

export const RELEASE_STATES = [
  ['draft', 'Готовится'],
  ['published', 'Опубликован'],
  ['reverted', 'Откачен'],
];

/** What a release may change: the content the site renders and that a marketer composes. */
export const RELEASE_COLLECTIONS = [
  ['pages', 'Страница'],
  ['navigation', 'Меню'],
  ['globals', 'Общие настройки'],
  ['forms', 'Форма'],
  ['webinars', 'Вебинар'],
  ['news', 'Новость'],
  ['articles', 'Статья'],
];

/**
 * «В релизах» on the screen of every item a release may change (RELEASE_COLLECTIONS): the releases
 * holding it, and «Добавить в релиз…», which adds the version open in the item's version menu, or
 * the item itself (cms/extensions/add-to-release). Never stored.
 */
export const inReleasesField = () =>
  f.presentation(
    'in_releases',
    'ecm-add-to-release',
    'В релизах',
    'Релизы, которые опубликуют эту запись вместе с другими изменениями. Добавляется версия, открытая сейчас, или сама запись',
  );

const releases = collection('releases', {
  label: 'Релизы',
  icon: 'rocket_launch',
  note: 'Несколько изменений сайта, которые публикуются вместе и откатываются одним действием',
  display_template: '{{name}} · {{state}}',
  // Read by no visitor; its items regenerate pages when the release is published, not when it is edited.
  publicRead: false,
  revalidates: false,
  fields: [
    f.id(),
    f.string('name', { label: 'Название', required: true, width: 'half' }),
    f.select('state', RELEASE_STATES, {
      label: 'Состояние',
      default: 'draft',
      readonly: true,
      note: 'Меняется само: при публикации и при откате',
    }),
    // The release's own schedule, in Moscow time whatever the editor's time zone (the picker of
    // cms/extensions/moscow-datetime); cms/extensions/release-schedule checks the times on save and
    // publishes and reverts when they come. Only a publisher or an administrator writes them
    // (state.mjs): a marketer's release goes live only when one of them chose when.
    f.moscowDateTime('start_at', {
      label: 'Опубликовать по расписанию',
      options: { mode: 'release-start' },
      note: `По московскому времени, где бы вы ни были. В это время все изменения релиза выйдут на сайт вместе. Задаёт роль «${PUBLISHER_ROLE}» или администратор; пока время стоит, список изменений не меняется. Пусто — публикация кнопкой`,
    }),
    f.moscowDateTime('end_at', {
      label: 'Дата окончания',
      options: { mode: 'release-end' },
      note: `По московскому времени. В это время опубликованный релиз откатится: всё вернётся как было до публикации. Задаёт роль «${PUBLISHER_ROLE}» или администратор; пусто — релиз остаётся на сайте`,
    }),
    // Never stored: the buttons that publish and revert the release (cms/extensions/release-actions).
    f.presentation('actions', 'ecm-release-actions', 'Публикация', 'Все изменения выходят на сайт вместе и откатываются одним действием'),
    f.string('end_redirect', {
      label: 'После отката новые страницы ведут на',
      width: 'half',
      note: 'Путь сайта, например /campaigns/; пусто — на родительскую страницу',
    }),
    // Each change by its item's name («Страница «Архивирование», версия «Весна»»), which
    // cms/extensions/release-changes gives every read of `title`.
    f.o2m('changes', { label: 'Изменения', template: '{{title}}' }),
    // Never stored: each page the release changes, now and after, side by side (cms/extensions/release-compare-view).
    f.presentation(
      'compare',
      'ecm-release-compare-view',
      'Как изменится сайт',
      'Страница сейчас и после публикации релиза, рядом; изменённые блоки обведены пунктиром',
    ),
    f.text('log', {
      label: 'Журнал',
      readonly: true,
      note: 'Кто и когда опубликовал или откатил релиз',
    }),
    // The regeneration owed since a publish or revert, until the site has run it (ISO time it is
    // asked for next; cms/extensions/releases/engine.js). Kept by the engine, seen by no one.
    f.string('regeneration_due', { label: 'Сайт ещё не обновил страницы релиза', hidden: true, readonly: true }),
  ],
});

const changes = collection('release_changes', {
  label: 'Изменения релиза',
  icon: 'difference',
  hidden: true,
  publicRead: false,
  revalidates: false,
  display_template: '{{title}}',
  fields: [
    f.id(),
    f.m2o('release', 'releases', { label: 'Релиз', hidden: true, on_delete: 'CASCADE', one_field: 'changes' }),
    f.select('collection', RELEASE_COLLECTIONS, { label: 'Что меняется', required: true, width: 'half' }),
    f.string('item', { label: 'Запись', required: true, width: 'half' }),
    f.m2o('version', 'directus_versions', {
      label: 'Версия',
      keyType: 'uuid',
      template: '{{name}}',
      note: 'Версия записи, которая станет опубликованной; пусто — сама запись (новая, пока черновик) будет опубликована',
    }),
    // Never written: named on read, from the item and the version as they are (cms/extensions/release-changes).
    f.string('title', { label: 'Изменение', hidden: true, readonly: true }),
    // What publishing wrote and what it replaced: re-applied and restored by the release's engine.
    f.json('delta', { label: 'Изменения версии', hidden: true, readonly: true }),
    f.json('before', { label: 'Как было до публикации', hidden: true, readonly: true }),
  ],
});

/** This folder's part of the model (schema/model/index.mjs). */
export const model = { collections: [releases, changes] };
