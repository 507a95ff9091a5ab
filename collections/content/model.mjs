// Collections marketers publish every week: webinars, news, articles and their authors, success
// stories, video courses; plus the languages and products every item is tagged with (the site
// shows items of its own product and language only, see lib/content/config.ts).
import { collection, COLOR_SCHEMES, folder, f, m2mJunction, ownedItems } from '../../schema/model/dsl.mjs';
import { inReleasesField } from '../releases/model.mjs';

const SLUG_RULE = '^[a-z0-9-]+$';

const slug = (name = 'slug') =>
  f.string(name, {
    label: 'Адрес (slug)',
    required: true,
    unique: true,
    width: 'half',
    note: 'Часть адреса страницы: строчные латинские буквы, цифры и дефис',
    validation: { _and: [{ [name]: { _regex: SLUG_RULE } }] },
    validation_message: 'Только строчные латинские буквы, цифры и дефис',
  });

const redirect = () =>
  f.string('redirect', {
    label: 'Перенаправление',
    width: 'half',
    note: 'Если заполнено, посетитель страницы сразу попадает по этому адресу (308). Путь сайта или адрес с https://',
  });

const seo = () => [
  f.string('seo_title', {
    label: 'Заголовок для поисковиков',
    width: 'half',
    note: 'Заголовок в результатах поиска и на вкладке браузера. Если пусто — заголовок',
  }),
  f.text('seo_description', {
    label: 'Описание для поисковиков',
    width: 'half',
    note: 'Текст под заголовком в результатах поиска. Если пусто — краткое описание',
  }),
];

/** Language and product of an item: the site reads only items of its own language and product. */
const audience = (group) => [
  f.m2o('language', 'languages', { label: 'Язык', keyType: 'string', width: 'half', template: '{{name}}', group }),
  f.m2o('product', 'products', { label: 'Продукт', keyType: 'string', width: 'half', template: '{{title}}', group }),
];

const tags = () => f.tags('tag_list', { label: 'Теги', note: 'Введите тег и нажмите Enter' });

/**
 * Articles of the vendor's sister sites (ELMA365 Service, the HR e-document site, the tax-monitoring
 * site). Authors are shared: this site lists them on the author's page, linking to the other site.
 */
function siteArticles(name, label, site) {
  return collection(name, {
    label,
    icon: 'article',
    group: 'content',
    archive: true,
    display_template: '{{title}} · {{date}}',
    note: `Статьи сайта ${site}: на этом сайте — в списке статей автора, со ссылкой на свой сайт`,
    fields: [
      f.id(),
      f.status(),
      f.string('title', { label: 'Заголовок', required: true }),
      slug(),
      f.date('date', { label: 'Дата', required: true }),
      f.m2o('author', 'authors', { label: 'Автор', width: 'half', template: '{{name}}', one_field: name.toLowerCase() }),
      f.string('href', {
        label: 'Адрес статьи',
        required: true,
        width: 'half',
        note: 'Полный адрес на своём сайте, с https://',
        validation: { _and: [{ href: { _regex: '^https://' } }] },
        validation_message: 'Адрес начинается с https://',
      }),
      f.text('description', { label: 'Анонс' }),
      f.file('preview', { label: 'Обложка' }),
      f.dateUpdated(),
    ],
  });
}

export const contentCollections = [
  folder('content', { label: 'Контент', icon: 'newspaper', note: 'Вебинары, новости, статьи и истории успеха' }),
  collection('languages', {
    label: 'Языки',
    icon: 'translate',
    group: 'content',
    display_template: '{{name}}',
    fields: [
      f.key('code', { label: 'Код', note: 'Например «ru-RU»' }),
      f.string('name', { label: 'Название', required: true, width: 'half' }),
    ],
  }),
  collection('products', {
    label: 'Продукты',
    icon: 'category',
    group: 'content',
    display_template: '{{title}}',
    note: 'Продукты, к которым относятся материалы. Этот сайт показывает материалы продукта ECM.',
    fields: [
      f.key('name', { label: 'Код', note: 'Например ECM' }),
      f.string('title', { label: 'Название', required: true, width: 'half' }),
    ],
  }),
  collection('webinars', {
    label: 'Вебинары',
    icon: 'videocam',
    group: 'content',
    archive: true,
    versioning: true,
    sort_field: null,
    display_template: '{{title}} · {{date}}',
    note: 'Предстоящие и прошедшие вебинары. Предстоящими считаются вебинары, до начала которых больше 3 часов.',
    fields: [
      f.id(),
      f.status(),
      f.publishAt(),
      f.string('title', { label: 'Название', required: true }),
      slug(),
      inReleasesField(),
      f.datetime('date', { label: 'Дата и время начала', required: true, note: 'По московскому времени' }),
      f.string('time', { label: 'Время (подпись)', width: 'half', note: 'Например 11:00–12:00. Если пусто — время начала из даты' }),
      f.text('description', { label: 'Краткое описание', note: 'Для карточек и шапки: показываются первые 86 символов' }),
      f.html('content', { label: 'Программа и подробности' }),
      f.o2m('speakers', { label: 'Спикеры', template: '{{name}} — {{job}}' }),
      f.file('preview', { label: 'Обложка', note: 'Карточка в списке и картинка для соцсетей, 1200×630' }),
      f.string('series_name', { label: 'Серия', width: 'half' }),
      f.string('source_deal', { label: 'Источник сделки (CRM)', width: 'half', note: 'Передаётся с заявкой на участие' }),
      f.string('youtube', { label: 'Запись на YouTube', width: 'half', note: 'Ссылка на видео прошедшего вебинара' }),
      f.string('vk_video_link', { label: 'Запись в VK Видео', width: 'half' }),
      f.boolean('hide_in_list', { label: 'Не показывать в списках', note: 'Страница вебинара доступна по прямой ссылке' }),
      f.select(
        'template',
        [
          ['standard', 'Обычная: программа, спикеры, форма сбоку'],
          ['registration', 'Регистрация: форма сразу под заголовком'],
        ],
        { label: 'Шаблон страницы', default: 'standard', width: 'half', note: 'Как устроена страница предстоящего вебинара' },
      ),
      redirect(),
      ...audience(),
      tags(),
      ...seo(),
      f.dateUpdated(),
    ],
  }),
  ownedItems(
    'webinar_speakers',
    { field: 'webinar', collection: 'webinars', alias: 'speakers' },
    {
      label: 'Спикеры вебинара',
      icon: 'record_voice_over',
      group: 'content',
      display_template: '{{name}}',
      fields: [
        f.string('name', { label: 'Имя', required: true, width: 'half' }),
        f.string('job', { label: 'Должность', width: 'half' }),
        f.file('photo', { label: 'Фото' }),
      ],
    },
  ),
  collection('news', {
    label: 'Новости',
    icon: 'feed',
    group: 'content',
    archive: true,
    versioning: true,
    display_template: '{{title}} · {{date}}',
    fields: [
      f.id(),
      f.status(),
      f.publishAt(),
      f.string('title', { label: 'Заголовок', required: true }),
      slug(),
      inReleasesField(),
      f.date('date', { label: 'Дата', required: true }),
      f.text('description', { label: 'Анонс' }),
      f.html('content', { label: 'Текст' }),
      f.file('preview', { label: 'Картинка', note: 'Карточка в списке и картинка для соцсетей, 1200×630' }),
      redirect(),
      ...audience(),
      tags(),
      ...seo(),
      f.dateUpdated(),
    ],
  }),
  collection('authors', {
    label: 'Авторы',
    icon: 'person',
    group: 'content',
    archive: true,
    display_template: '{{name}}',
    fields: [
      f.id(),
      f.status(),
      f.string('name', { label: 'Имя', required: true, width: 'half' }),
      slug(),
      f.string('job', { label: 'Должность', width: 'half' }),
      f.file('avatar', { label: 'Фото' }),
      f.text('description', { label: 'Об авторе' }),
      f.o2m('social', { label: 'Соцсети', template: '{{name}}' }),
      f.o2m('articles', { label: 'Статьи', template: '{{title}}' }),
      f.m2m('co_written', { label: 'Соавтор статей', template: '{{articles_id.title}}' }),
      f.o2m('articles_service', { label: 'Статьи ELMA365 Service', template: '{{title}}' }),
      f.o2m('articles_kedo', { label: 'Статьи о КЭДО', template: '{{title}}' }),
      f.o2m('articles_tax_monitor', { label: 'Статьи о налоговом мониторинге', template: '{{title}}' }),
      ...seo(),
      f.dateUpdated(),
    ],
  }),
  ownedItems(
    'author_social_items',
    { field: 'author', collection: 'authors', alias: 'social' },
    {
      label: 'Соцсети автора',
      icon: 'share',
      group: 'content',
      display_template: '{{name}}',
      fields: [
        f.string('name', { label: 'Название', required: true, width: 'half' }),
        f.string('href', { label: 'Ссылка', required: true, width: 'half' }),
        f.file('image', { label: 'Значок' }),
      ],
    },
  ),
  collection('articles', {
    label: 'Статьи',
    icon: 'article',
    group: 'content',
    archive: true,
    versioning: true,
    display_template: '{{title}} · {{date}}',
    fields: [
      f.id(),
      f.status(),
      f.publishAt(),
      f.string('title', { label: 'Заголовок', required: true }),
      slug(),
      inReleasesField(),
      f.date('date', { label: 'Дата', required: true }),
      f.m2o('author', 'authors', { label: 'Автор', width: 'half', template: '{{name}}', one_field: 'articles' }),
      f.string('label', { label: 'Рубрика', width: 'half' }),
      f.text('description', { label: 'Анонс' }),
      f.html('content', { label: 'Текст' }),
      f.file('preview', { label: 'Обложка', note: 'Карточка в списке и картинка для соцсетей, 1200×630' }),
      f.boolean('premier_card', { label: 'Большая карточка в списке' }),
      f.select('color_mode', COLOR_SCHEMES, { label: 'Цвет карточки и шапки статьи', default: 'light', width: 'half' }),
      f.file('preview_service', {
        label: 'Обложка для списков',
        note: 'Если задана, карточка статьи в списках показывает её вместо обложки',
      }),
      f.m2m('co_authors', { label: 'Соавторы', template: '{{authors_id.name}}' }),
      f.o2m('comments', { label: 'Комментарии', template: '{{author_name}}: {{text}}' }),
      redirect(),
      ...audience(),
      tags(),
      ...seo(),
      f.dateUpdated(),
    ],
  }),
  collection('cases', {
    label: 'Кейсы',
    icon: 'work',
    group: 'content',
    archive: true,
    display_template: '{{name_company}} · {{title}}',
    note: 'Истории внедрения со своей страницей /cases/{slug}/; список — /cases/',
    fields: [
      f.id(),
      f.status(),
      f.string('title', { label: 'Заголовок', required: true }),
      slug(),
      f.string('name_company', { label: 'Компания', required: true, width: 'half' }),
      f.date('date', { label: 'Дата', required: true }),
      f.text('description', { label: 'Краткое описание', note: 'Карточка в списке и описание для поисковиков (description)' }),
      f.html('content', { label: 'Текст кейса' }),
      f.file('preview', { label: 'Обложка', note: 'Карточка в списке и картинка для соцсетей, 1200×630' }),
      f.file('slider_preview', { label: 'Картинка для слайдера' }),
      f.m2m('pages', { label: 'Страницы сайта', note: 'Страницы о решениях, которые использует компания: ссылки на странице кейса' }),
      ...audience(),
      tags(),
      ...seo(),
      f.dateUpdated(),
    ],
  }),
  collection('comments', {
    label: 'Комментарии',
    icon: 'forum',
    group: 'content',
    archive: true,
    display_template: '{{author_name}}: {{text}}',
    note: 'Комментарии к статьям. Посетители видят опубликованные; ответ указывает, на какой комментарий он дан.',
    fields: [
      f.id(),
      f.status(),
      f.m2o('article', 'articles', {
        label: 'Статья',
        required: true,
        width: 'half',
        template: '{{title}}',
        one_field: 'comments',
        on_delete: 'CASCADE',
      }),
      f.m2o('parent', 'comments', {
        label: 'Ответ на комментарий',
        width: 'half',
        template: '{{author_name}}: {{text}}',
        one_field: 'replies',
        on_delete: 'CASCADE',
      }),
      f.string('author_name', { label: 'Имя', required: true, width: 'half' }),
      f.datetime('date', { label: 'Дата', required: true }),
      f.text('text', { label: 'Текст', required: true }),
      f.o2m('replies', { label: 'Ответы', template: '{{author_name}}: {{text}}' }),
    ],
  }),
  collection('success_stories', {
    label: 'Истории успеха',
    icon: 'emoji_events',
    group: 'content',
    archive: true,
    display_template: '{{name_company}} · {{title}}',
    fields: [
      f.id(),
      f.status(),
      f.string('title', { label: 'Заголовок', required: true }),
      f.string('name_company', { label: 'Компания', required: true, width: 'half' }),
      f.date('date', { label: 'Дата', width: 'half' }),
      f.text('description', { label: 'Цитата или результат' }),
      f.string('author', { label: 'Автор цитаты', width: 'half' }),
      f.string('position', { label: 'Должность автора', width: 'half' }),
      f.file('slider_preview', { label: 'Картинка для слайдера' }),
      f.string('href', { label: 'Ссылка на подробности', note: 'Путь сайта или адрес с https://' }),
      ...audience(),
      tags(),
    ],
  }),
  collection('video_courses', {
    label: 'Видеокурсы',
    icon: 'school',
    group: 'content',
    archive: true,
    display_template: '{{index}}. {{title}}',
    note: 'Курсы академии; порядок — по номеру, от большего к меньшему',
    fields: [
      f.id(),
      f.status(),
      f.integer('index', { label: 'Номер', required: true, width: 'half' }),
      f.string('title', { label: 'Название', required: true }),
      f.text('description', { label: 'Описание' }),
      f.string('href', { label: 'Ссылка на курс', required: true }),
      f.integer('lessons', { label: 'Уроков', width: 'half' }),
      f.file('preview', { label: 'Обложка' }),
      ...audience(),
    ],
  }),
  siteArticles('articles_service', 'Статьи ELMA365 Service', 'ELMA365 Service'),
  siteArticles('articles_kedo', 'Статьи о КЭДО', 'о кадровом ЭДО'),
  siteArticles('Articles_tax_monitor', 'Статьи о налоговом мониторинге', 'о налоговом мониторинге'),
];

/** Many-to-many links: an article's co-authors, a case's site pages. */
export const contentJunctions = [
  m2mJunction({
    junction: 'articles_authors',
    left: 'articles',
    alias: 'co_authors',
    right: 'authors',
    rightAlias: 'co_written',
    label: 'Соавтор статьи',
  }),
  m2mJunction({ junction: 'cases_pages', left: 'cases', alias: 'pages', right: 'pages', label: 'Страница кейса' }),
];

/** This folder's part of the model (schema/model/index.mjs loads `model` of every `collections/<name>/model.mjs`). */
export const model = {
  collections: [...contentCollections, ...contentJunctions.map((j) => j.collection)],
  relations: contentJunctions.flatMap((j) => j.relations),
};
