// Russian for the admin app where Directus 11.17's own ru-RU strings leave English or odd wording.
// Directus' app merges the rows of its «Пользовательские переводы» (`directus_translations`) into
// the interface strings of the same language after its own file: a row whose key is an interface
// string's key (`create_version`, `ai.setup_ai_assistant`) replaces that string for everyone using
// the language. Keys Directus' ru-RU file lacks show in English («1 Difference», «Show Differences
// Only»); some it has are in title case («Создать Версию»).
// Ours are the site's (`sync`, applied by cms/state/apply.mjs): created or brought to these values on
// every start; rows people add are left alone.

/** @typedef {import('./apply.mjs').Item} Item */

const LANGUAGE = 'ru-RU';

/** Interface string key → Russian. One form for every count: the app shows « | » in these as it is (no plural forms). */
const RUSSIAN = {
  // Content versions: compare, promote.
  // One form for every count: Directus escapes « | » in custom translations (its app reads them as
  // text, not plural forms), and the comparison's footer read «Нет различий | Различий: 1 | Различий: 1».
  differences_count: 'Различий: {count}',
  // «Повысить версию» and «Ключ версии» meant nothing to a marketer (issue 41). The version menu's
  // promotion compares, lets the marketer pick fields and asks twice; publishing a whole version is
  // one action at the top of the form (cms/extensions/version-publish).
  promote_version: 'Выбрать изменения и опубликовать…',
  show_differences_only: 'Только различия',
  main_updated_notice: 'Основная запись изменилась после того, как эта версия была создана.',
  delete_on_apply_copy:
    'Опубликовать изменения версии «{version}» на странице: посетители увидят их сразу. Версию «{version}» после этого удалить или оставить?',
  reserved_version_key: 'Ключ версии «{key}» зарезервирован, выберите другой.',
  compare_to_latest_to_restore: 'Сравните с последней правкой, чтобы решить, восстанавливать ли эту',
  select_earlier_revision_to_restore: 'Выберите более раннюю правку, чтобы восстановить её',
  create_version: 'Создать версию',
  rename_version: 'Переименовать версию',
  save_version: 'Сохранить версию',
  switch_version: 'Сменить версию',
  compare_version: 'Сравнить версии',
  version_key: 'Имя версии в адресе (латиницей)',
  version_name: 'Название версии',
  // Directus' built-in working copy of every item (the version keyed `draft`). «Черновик» is also a
  // page's status; the same word twice in the version menu read as the same thing.
  draft: 'Рабочая копия',
  discard: 'Отменить изменения',
  discard_label: 'Отменить',
  content_edited: 'Содержимое изменено',
  unknown_revision: 'Неизвестная правка',
  // A delete of rows selected in a list. Directus' Russian read «Вы уверены, что хотите удалить эти
  // элементы 2?», and one form serves every count here (see differences_count).
  batch_delete_confirm: 'Удалить выбранное ({count})? Это действие нельзя отменить.',
  // Item pages.
  creating_in: 'Новая запись: {collection}',
  editing_in: 'Редактирование: {collection}',
  set_to_now: 'Установить текущее время',
  'interfaces.datetime.set_to_now': 'Установить текущее время',
  'interfaces.datetime.include_seconds': 'Включать секунды',
  navigate_to_item: 'Перейти к записи',
  show_more: 'Показать ещё',
  show_less: 'Свернуть',
  toggle_sidebar: 'Показать или скрыть боковую панель',
  leave_page: 'Уйти со страницы',
  cancel_anyway: 'Всё равно отменить',
  validation_value_is_invalid: 'Недопустимое значение',
  invalid_range_min: 'Значение меньше допустимого: {value}',
  relationship_not_setup: 'Связь не настроена или у вас нет прав на неё',
  end: 'Конец',
  generate: 'Сгенерировать',
  // Preview pane (live preview) beside the item.
  'live_preview.iframe_title': 'Предпросмотр страницы сайта',
  'live_preview.exit_full_width': 'Выйти из режима во всю ширину',
  'live_preview.open_in_visual_editor': 'Открыть в визуальном редакторе',
  'live_preview.enable': 'Включить предпросмотр',
  'live_preview.disable': 'Отключить предпросмотр',
  'live_preview.refresh': 'Обновить предпросмотр',
  // Editing together.
  collab_disconnected: 'Совместное редактирование отключено',
  collab_currently_viewing: 'Сейчас смотрят',
  unsaved_changes_collab: 'Несохранённые общие изменения',
  unsaved_changes_copy_collab:
    'Эту запись редактируют и другие. Ваши изменения пока останутся в общем сеансе, но могут пропасть, если никто их не сохранит.',
  discard_changes_copy_collab: 'Эту запись редактируют и другие. Отмена изменений сотрёт несохранённые правки всех участников.',
  more_users: 'Показать всех',
  // Files.
  file_library: 'Библиотека файлов',
  save_as_new_file: 'Сохранить как новый файл',
  invalid_files_selected: 'Неподходящих файлов: {count}',
  files_wrong_type: 'У файлов {files} неподходящий тип, нужен {expected}.',
  files_are_empty: 'Эти файлы пусты и не могут быть загружены: {files}',
  // Lists, export and import.
  sort_asc: 'По возрастанию',
  sort_desc: 'По убыванию',
  csv_utf8: 'CSV для Excel (UTF-8)',
  import_background: 'Импортировать в фоне',
  import_upload_success: 'Файл {filename} загружен, данные импортируются в фоне.',
  import_data_validation_errors_notice: 'В этих строках недопустимые значения:',
  import_data_error_row: 'Строка {rows}{field}:',
  ungrouped: 'Без группы',
  // «Экспорт элементов» said «Экспорт всех элементов (60) внутри Заявки» and «25 из 60 позиций в
  // пределах Заявки будет экспортировано»; the drawer starts at every row (cms/extensions/admin-page).
  exporting_all_items_in_collection: 'Выгрузятся все записи раздела «{collection}» по фильтру и поиску ниже: {total}.',
  exporting_limited_items_in_collection: 'Выгрузятся {count} из {total} записей раздела «{collection}» по фильтру и поиску ниже.',
  exporting_no_items_to_export: 'Под фильтр и поиск ниже не подходит ни одна запись.',
  not_available_for_local_downloads: 'Только для выгрузки в библиотеку файлов',
  // Under «Нет результатов», an empty list (the review queue with nothing to review, most often) said
  // «Настройте или сбросьте фильтры поиска…», as if the marketer had done something wrong.
  no_results_copy: 'Сейчас сюда ничего не подходит. Если вы искали или выбрали фильтр, сбросьте их, чтобы увидеть все записи.',
  no_results: 'Здесь пока пусто',
  // «отфильтрованные элементы: 5» under a filtered list; counted in words the list uses.
  filtered_item_count: 'Ничего не найдено | Найдена одна запись | Найдено записей: {count}',
  searchable: 'Участвует в поиске',
  // The item sidebar's shares («Элементы Общего доступа»).
  shares: 'Общий доступ',
  no_shares: 'Общих ссылок нет',
  // Account and errors.
  logout: 'Выйти',
  reset_password: 'Сбросить пароль',
  report_error: 'Сообщить об ошибке',
  password_reset_sent: 'Если у вас есть учётная запись со сбросом пароля, мы отправили на вашу почту ссылку для сброса',
  'errors.INVALID_INVITE': 'Приглашение больше не действует',
  run_flow_confirm: 'Запустить этот сценарий?',
  run_flow_on_current_edited_confirm: 'Сценарий может изменить эту запись. Запустить?',
  // Text of the rich text editor's toolbar.
  text_align: 'Выравнивание текста',
  font_weight: 'Толщина шрифта',
  font_style: 'Стиль шрифта',
  font_size: 'Размер шрифта',
  soft_wrap_lines: 'Переносить строки',
  // «Аналитика».
  x_axis_display_field: 'Поле подписи оси X',
  'panels.time_series.date_field': 'Поле даты',
};

/** @type {Item[]} */
export const translations = Object.entries(RUSSIAN).map(([key, value]) => ({
  kind: 'translations',
  match: { language: LANGUAGE, key },
  sync: { value },
}));
