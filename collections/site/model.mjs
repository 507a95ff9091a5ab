// Collections of the page builder itself: pages, globals, navigation, redirects.
import { collection, COLOR_SCHEMES, folder, f, FORM_CHOICES } from '../../schema/model/dsl.mjs';
import { inReleasesField } from '../releases/model.mjs';

const PATH_RULE = '^/([a-z0-9-]+/)*$';

const choices = (/** @type {ReadonlyArray<readonly string[]>} */ list) => list.map(([value, text]) => ({ value, text }));

/** The route guards of lib/routing/route-guards.ts, by what they do: add one here when the site learns it. */
export const ROUTE_GUARD_CHOICES = [['noindex', 'Скрыть от поисковиков (спасибо-страницы, рекламные страницы)']];

/** The menus the site shows (MENU_IDS of lib/chrome/menu-ids.ts, kept in step), named by where they are. */
export const MENU_PLACES = [
  ['header', 'Шапка'],
  ['footer', 'Подвал: основное меню'],
  ['footer-partners', 'Подвал: партнёрам'],
  ['footer-legal', 'Подвал: документы'],
];

/** A menu's key, chosen by where it shows on the site: the code is the site's, the marketer sees the place. */
const menuPlace = () => {
  const key = f.key('id', { label: 'Где на сайте', note: 'Место на сайте, где показывается это меню' });
  const list = choices(MENU_PLACES);
  return {
    ...key,
    meta: { ...key.meta, interface: 'select-dropdown', options: { choices: list }, display: 'labels', display_options: { choices: list } },
  };
};

export const siteCollections = [
  folder('blocks', { label: 'Блоки', icon: 'widgets', note: 'Блоки, из которых собраны страницы' }),
  collection('pages', {
    label: 'Страницы',
    icon: 'web',
    note: 'Страницы сайта. Страница собирается из блоков; путь задаётся без /ru/products/ecm.',
    display_template: '{{title}} · {{path}}',
    archive: true,
    versioning: true,
    fields: [
      f.id(),
      f.status(),
      f.publishAt(),
      f.string('path', {
        label: 'Путь',
        required: true,
        unique: true,
        width: 'half',
        note: 'Например / для главной или /archiving/ — строчные латинские буквы, цифры и дефис, с / в начале и в конце',
        validation: { _and: [{ path: { _regex: PATH_RULE } }] },
        validation_message: 'Путь начинается и заканчивается на /, только строчные латинские буквы, цифры и дефис',
      }),
      f.string('title', { label: 'Заголовок', required: true, note: 'Название страницы: хлебные крошки, вкладка браузера, списки' }),
      // Never stored: the page's full public address as a link (cms/extensions/public-address).
      f.presentation('public_address', 'ecm-public-address', 'Адрес на сайте', 'Так страницу откроют посетители'),
      inReleasesField(),
      // Never stored: the page-safety hook (cms/extensions/page-safety) writes it into every read of
      // one page, so the form warns before a delete what would lose its target.
      f.text('links_here', {
        label: 'Ведут на эту страницу',
        readonly: true,
        note: 'При удалении страницы пункты меню и кнопки к ней уберутся, перенаправления к ней удалятся, A/B-тесты на ней завершатся',
        conditions: [{ name: 'Ничего не ведёт', rule: { links_here: { _empty: true } }, hidden: true }],
      }),
      // Never stored: the live page's content health, as visitors get it (cms/extensions/page-health).
      f.presentation(
        'page_health',
        'ecm-page-health',
        'Проверка страницы',
        'Заголовки, описание для поисковиков, картинки без описания, незаполненные поля блоков и ссылки: у опубликованной страницы — как её видят посетители, у черновика — как он будет опубликован; с ошибками страницу не опубликовать. Весь сайт — в «Аналитике», «Проверка сайта»',
      ),
      f.string('seo_title', {
        label: 'Заголовок для поисковиков',
        width: 'half',
        note: 'Заголовок в результатах поиска и на вкладке браузера. Если пусто — заголовок страницы',
      }),
      f.text('seo_description', {
        label: 'Описание для поисковиков',
        width: 'half',
        note: 'Текст под заголовком в результатах поиска, 140–160 символов',
      }),
      f.file('seo_image', {
        label: 'Картинка для соцсетей',
        note: 'Её показывают соцсети и мессенджеры, когда делятся ссылкой на страницу; 1200×630',
      }),
      f.select(
        'header_effect',
        [
          ['none', 'Обычная'],
          ['transparent', 'Прозрачная поверх первого блока'],
        ],
        { label: 'Шапка: фон', default: 'none' },
      ),
      f.select('header_theme', COLOR_SCHEMES, { label: 'Шапка: тема', default: 'light' }),
      f.select(
        'header_position',
        [
          ['static', 'Обычная'],
          ['fixed', 'Закреплена при прокрутке'],
        ],
        { label: 'Шапка: положение', default: 'fixed' },
      ),
      f.boolean('show_breadcrumbs', { label: 'Показывать хлебные крошки', default: true }),
      f.boolean('show_toc', {
        label: 'Показывать оглавление',
        default: false,
        note: 'Оглавление строится из блоков с заполненным пунктом оглавления',
      }),
      // The route guards the site knows (lib/routing/route-guards.ts), chosen, never typed: a name
      // the site does not know answers 500 (the spec's rule), so a marketer is not offered one.
      f.tags('guards', {
        label: 'Особые правила страницы',
        interface: 'select-multiple-checkbox',
        options: { choices: choices(ROUTE_GUARD_CHOICES) },
        display: 'labels',
        display_options: { choices: choices(ROUTE_GUARD_CHOICES) },
        note: 'Действуют при каждом открытии страницы',
      }),
      f.m2a('blocks', {
        label: 'Блоки',
        // A link (field notes are Markdown) to the catalogue through the admin's own preview link, which
        // carries no secret (cms/extensions/preview-link); the same link is «Каталог блоков» in the module bar.
        note: 'Порядок блоков — порядок на странице. Какой блок для чего и как он выглядит — [каталог блоков](/preview-link/?path=/block-catalogue/) (он же — значок «Каталог блоков» в левой полосе)',
      }),
      f.dateUpdated(),
    ],
  }),
  collection('globals', {
    label: 'Настройки сайта',
    icon: 'tune',
    singleton: true,
    note: 'Название продукта, контакты, ссылки и счётчики — общие для всех страниц',
    // Changed in a version by a release (collections/releases), like a menu.
    versioning: true,
    fields: [
      f.id(),
      inReleasesField(),
      f.string('product_name', {
        label: 'Название продукта',
        required: true,
        width: 'half',
        note: 'Подставляется в заголовки и тексты, например ELMA365',
      }),
      f.string('main_site_url', { label: 'Основной сайт компании', width: 'half', note: 'Ссылка «Основной сайт» в шапке и раздел статей' }),
      f.string('sales_phone', { label: 'Телефон отдела продаж', width: 'half' }),
      f.string('sales_email', { label: 'Почта отдела продаж', width: 'half' }),
      f.string('sales_messenger', { label: 'Мессенджер отдела продаж', width: 'half', note: 'Ссылка, например https://t.me/...' }),
      f.string('support_email', { label: 'Почта поддержки', width: 'half' }),
      f.string('support_messenger', { label: 'Мессенджер поддержки', width: 'half' }),
      f.string('pr_email', { label: 'Почта для прессы', width: 'half' }),
      f.string('resident_badge_text', { label: 'Подпись знака резидента', width: 'half' }),
      f.string('resident_badge_href', { label: 'Ссылка знака резидента', width: 'half' }),
      f.string('metrika_id', { label: 'Яндекс Метрика: номер счётчика', width: 'half', note: 'Пусто — счётчик не загружается' }),
      f.string('vk_pixel_id', { label: 'Пиксель VK', width: 'half' }),
      f.string('gtm_id', { label: 'Google Tag Manager', width: 'half' }),
    ],
  }),
  collection('breadcrumb_titles', {
    label: 'Названия разделов',
    icon: 'segment',
    sort_field: 'sort',
    display_template: '{{segment}} → {{title}}',
    note: 'Как часть адреса называется в хлебных крошках — одинаково на всех страницах. Например saas → «Цены SaaS».',
    fields: [
      f.id(),
      f.sort(),
      f.string('segment', {
        label: 'Часть адреса',
        required: true,
        unique: true,
        width: 'half',
        note: 'Одна часть пути без косых черт, например «saas» или «on-premises»',
        validation: { _and: [{ segment: { _regex: '^[a-z0-9-]+$' } }] },
        validation_message: 'Только строчные латинские буквы, цифры и дефис',
      }),
      f.string('title', { label: 'Название в хлебных крошках', required: true, width: 'half' }),
    ],
  }),
  collection('social_links', {
    label: 'Соцсети',
    icon: 'share',
    sort_field: 'sort',
    display_template: '{{name}}',
    note: 'Ссылки на соцсети в подвале',
    fields: [
      f.id(),
      f.sort(),
      f.string('name', { label: 'Название', required: true, width: 'half' }),
      f.string('href', { label: 'Ссылка', required: true, width: 'half' }),
      f.select(
        'icon',
        [
          ['video', 'Видео'],
          ['vk', 'ВКонтакте'],
          ['telegram', 'Telegram'],
          ['habr', 'Хабр'],
          ['other', 'Другое'],
        ],
        { label: 'Значок', default: 'other' },
      ),
    ],
  }),
  collection('navigation', {
    label: 'Меню',
    icon: 'menu',
    display_template: '{{title}}',
    // A release changes a menu in a version (collections/releases), published with the pages it links to.
    versioning: true,
    note: 'Меню шапки и подвала. Пункты вкладываются друг в друга: пункт → подменю → ссылки.',
    fields: [
      menuPlace(),
      f.string('title', { label: 'Название', required: true, width: 'half' }),
      inReleasesField(),
      f.o2m('items', {
        label: 'Пункты',
        template: '{{title}}',
        // «4 пункта» in the list of menus (cms/extensions/item-count), not «4 Элементы».
        display: 'ecm-item-count',
        display_options: { one: 'пункт', few: 'пункта', many: 'пунктов' },
      }),
    ],
  }),
  collection('navigation_items', {
    label: 'Пункты меню',
    icon: 'link',
    hidden: true,
    sort_field: 'sort',
    display_template: '{{title}}',
    fields: [
      f.id(),
      f.m2o('navigation', 'navigation', { keyType: 'string', hidden: true, one_field: 'items', sort_field: 'sort', on_delete: 'CASCADE' }),
      f.m2o('parent', 'navigation_items', { hidden: true, one_field: 'children', sort_field: 'sort', on_delete: 'CASCADE' }),
      f.sort(),
      f.string('title', { label: 'Текст', required: true, width: 'half' }),
      f.pageLink('page', { label: 'Страница', href: 'href' }),
      f.string('href', {
        label: 'Внешняя ссылка или якорь',
        width: 'half',
        note: 'Адрес с https://, если страница не выбрана; с выбранной страницей — якорь на ней, например #recognition',
      }),
      f.text('description', { label: 'Пояснение', note: 'Мелкий текст под пунктом' }),
      f.select(
        'kind',
        [
          ['link', 'Ссылка'],
          ['button', 'Кнопка'],
          ['form', 'Кнопка, открывающая форму'],
          ['group', 'Колонка или подменю'],
          ['latest', 'Последний вебинар и статья'],
        ],
        { label: 'Вид', default: 'link' },
      ),
      f.select('form', FORM_CHOICES, { label: 'Форма', note: 'Для вида «Кнопка, открывающая форму»' }),
      f.boolean('mobile_only', { label: 'Только в мобильной версии' }),
      f.o2m('children', { label: 'Вложенные пункты', template: '{{title}}' }),
    ],
  }),
  collection('redirects', {
    label: 'Перенаправления',
    icon: 'alt_route',
    display_template: '{{from}} → {{to_page.path}}{{to}}',
    note: 'Действуют сразу, без пересборки сайта. При переименовании страницы перенаправление со старого адреса создаётся само.',
    // Applied per request by the middleware, so no page needs regenerating.
    revalidates: false,
    fields: [
      f.id(),
      f.string('from', {
        label: 'Откуда',
        required: true,
        unique: true,
        width: 'half',
        note: 'Путь сайта, например /old-page/',
        validation: { _and: [{ from: { _regex: PATH_RULE } }] },
        validation_message: 'Путь начинается и заканчивается на /, только строчные латинские буквы, цифры и дефис',
      }),
      f.pageLink('to_page', {
        label: 'Куда: страница',
        href: 'to',
        note: 'Страница сайта; при её переименовании перенаправление ведёт на новый адрес само',
      }),
      f.string('to', { label: 'Куда: адрес', width: 'half', note: 'Если страница не выбрана: путь сайта или адрес с https://' }),
      f.select(
        'status_code',
        [
          ['308', '308 — навсегда'],
          ['307', '307 — временно'],
        ],
        { label: 'Код', default: '308' },
      ),
    ],
  }),
];

/** This folder's part of the model (schema/model/index.mjs loads `model` of every `collections/<name>/model.mjs`). */
export const model = { collections: siteCollections };
