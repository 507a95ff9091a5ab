// Forms that marketers build. A form is one item of `forms`: its texts, analytics
// goals, CRM routing, consent text, and its fields as one ordered JSON list, edited on one screen
// with Directus' repeater («list»: a type picker, the rule and the condition inline per field).
// Every save makes a new version (cms/extensions/form-versions): `forms.version` counts up and
// `form_versions` keeps an immutable copy of the definition, so a lead is checked against exactly
// the form its visitor saw (lib/forms/definition.ts, pages/api/form.ts).
import { collection, crmRoutingFields, f, metricActionsField } from '../../schema/model/dsl.mjs';
import { inReleasesField } from '../releases/model.mjs';
import { FIELD_TYPES, FIELD_RULES, HIDDEN_SOURCES, FILE_LIMITS_MB, FIELD_NAME_PATTERN } from '../../lib/forms/field-kinds.mjs';

const choices = (list) => list.map(([value, text]) => ({ value, text }));

/**
 * A sub-field's label as written. Directus' repeater puts every sub-field's name through its title
 * formatting (`formatTitle` in its list interface: «Код поля» showed as «Код Поля»), after the
 * admin's translations are applied, so a translated name is title-cased too. The formatting
 * capitalizes the first letter of each word; a word that starts with a WORD JOINER (U+2060, an
 * invisible character that is not a space) has none to capitalize and stays as written. It also
 * lowercases the whole label and reads «-» and «_» as spaces: the labels below have none of those.
 * @param {string} label
 */
const asWritten = (label) => label.replace(/ (?=\S)/g, ' \u2060');

/** Sub-fields other than the type show once the type is chosen: the marketer picks the type first. */
const TYPE_CHOSEN = { type: { _nnull: true } };

/**
 * A sub-field of the repeater, shown once the field's type is chosen and, with `showWhen`, only while
 * that rule holds for the row's own values.
 * @param {string} field @param {string} label @param {string} type @param {Record<string, unknown>} meta
 * @param {Record<string, unknown>} [showWhen] @param {unknown} [defaultValue] what a new row starts with
 */
const sub = (field, label, type, meta, showWhen, defaultValue) => {
  const rule = field === 'type' ? null : { _and: [TYPE_CHOSEN, ...(showWhen ? [showWhen] : [])] };
  return {
    field,
    name: asWritten(label),
    type,
    ...(defaultValue === undefined ? {} : { schema: { default_value: defaultValue } }),
    meta: {
      field,
      type,
      width: 'half',
      ...meta,
      ...(rule ? { conditions: [{ name: 'Когда тип выбран', rule, hidden: false }], hidden: true } : {}),
    },
  };
};

/** The repeater's fields: one row per form field, in the order the visitor sees them. */
export const FIELD_ROW = [
  sub('type', 'Тип поля', 'string', {
    interface: 'select-dropdown',
    options: { choices: choices(FIELD_TYPES), placeholder: 'Сначала выберите тип поля' },
    required: true,
  }),
  sub('label', 'Подпись', 'string', { interface: 'input', note: 'Так поле видит посетитель' }),
  sub('name', 'Код поля', 'string', {
    interface: 'ecm-form-builder-input',
    options: { part: 'code' },
    note: 'Составляется из подписи, можно изменить. Так поле называется в заявке и в CRM; коды ФИО, e-mail, телефона, компании и должности (fio, email, phone, company, position) попадают в свои колонки заявки',
    validation: { _or: [{ name: { _null: true } }, { name: { _empty: true } }, { name: { _regex: FIELD_NAME_PATTERN } }] },
    validation_message: 'Латинские строчные буквы, цифры и _ (начинается с буквы) — или оставьте пустым',
  }),
  sub(
    'personal',
    'Персональные данные',
    'boolean',
    {
      interface: 'boolean',
      options: { label: 'Ответ видят только продажи' },
      note: 'Имя, e-mail, телефон, файл — да; остальные ответы маркетологи видят в заявке («Ответы»)',
    },
    { type: { _neq: 'hidden' } },
  ),
  sub('placeholder', 'Подсказка в поле', 'string', { interface: 'input' }),
  sub('help', 'Пояснение под полем', 'string', { interface: 'input', width: 'full' }),
  sub(
    'required',
    'Обязательное',
    'boolean',
    { interface: 'boolean', options: { label: 'Без ответа форма не отправится' } },
    undefined,
    false,
  ),
  sub(
    'step',
    'Шаг',
    'integer',
    {
      interface: 'input',
      options: { min: 1, max: 5, placeholder: '1' },
      note: 'Многошаговая форма: ответы шага 1 сохраняются заявкой сразу',
    },
    undefined,
    1,
  ),
  sub('rule', 'Правило', 'string', {
    interface: 'select-dropdown',
    options: { choices: choices(FIELD_RULES), allowNone: true },
    note: 'E-mail и телефон проверяются и без правила',
  }),
  sub(
    'rule_value',
    'Значение правила',
    'string',
    {
      interface: 'input',
      note: 'Для «Минимальная длина» — число; для «Регулярное выражение» — выражение',
    },
    { rule: { _in: ['min_length', 'regex'] } },
  ),
  sub('rule_message', 'Сообщение об ошибке', 'string', {
    interface: 'input',
    width: 'full',
    note: 'Пусто — сообщение об ошибке, которое сайт показывает по умолчанию',
  }),
  sub(
    'options',
    'Варианты',
    'text',
    {
      interface: 'input-multiline',
      width: 'full',
      note: 'По одному в строке; «значение | подпись», если они различаются',
    },
    { type: { _in: ['select', 'radio'] } },
  ),
  sub('show_when_field', 'Показывать, если поле', 'string', {
    interface: 'ecm-form-builder-input',
    options: { part: 'field' },
    note: 'Условие: поле видно, только когда выбранное поле формы имеет значение',
  }),
  sub('show_when_value', '…имеет значение', 'string', {
    interface: 'ecm-form-builder-input',
    options: { part: 'value' },
    note: 'Пусто — любое значение',
  }),
  sub(
    'source',
    'Откуда сайт берёт значение',
    'string',
    {
      interface: 'select-dropdown',
      options: { choices: choices(HIDDEN_SOURCES), allowNone: true },
    },
    { type: { _eq: 'hidden' } },
  ),
  sub(
    'max_mb',
    'Файл не больше, мегабайт',
    'integer',
    {
      interface: 'input',
      options: { min: 1, max: FILE_LIMITS_MB.max, placeholder: String(FILE_LIMITS_MB.default) },
      note: `PDF, PNG, JPEG или WebP; пусто — ${FILE_LIMITS_MB.default} МБ, не больше ${FILE_LIMITS_MB.max} МБ`,
    },
    { type: { _eq: 'file' } },
  ),
  sub(
    'progressive',
    'Вместо известного',
    'boolean',
    {
      interface: 'boolean',
      options: { label: 'Спрашивать, если посетитель уже ответил на поле выше' },
      note: 'Прогрессивное поле: показывается вместо поля, которое посетитель уже заполнял в прошлой заявке',
    },
    undefined,
    false,
  ),
];

export const formCollections = [
  collection('forms', {
    label: 'Формы',
    icon: 'dynamic_form',
    note: 'Формы заявок: поля по порядку, шаги, условия, тексты, цели аналитики и воронка CRM. Блок «Форма заявки» выбирает форму.',
    display_template: '{{name}}',
    fields: [
      f.id(),
      f.status(),
      f.string('name', { label: 'Название', required: true, width: 'half', note: 'Для списка форм; посетитель его не видит' }),
      f.integer('version', {
        label: 'Версия',
        width: 'half',
        readonly: true,
        default: 0,
        note: 'Растёт при каждом сохранении; заявка проверяется по версии, которую видел посетитель',
      }),
      f.string('title', { label: 'Заголовок', required: true }),
      inReleasesField(),
      f.text('description', { label: 'Описание' }),
      f.json('fields', {
        label: 'Поля',
        required: true,
        interface: 'list',
        // `title` («Имя · Текст · шаг 1», fieldRowTitle in lib/forms/field-kinds.mjs) is set as the row is
        // edited and on save (cms/extensions/form-builder, form-versions): labels and Russian type names.
        options: {
          template: '{{title}}',
          addLabel: 'Добавить поле',
          headerPlaceholder: 'Новое поле',
          fields: FIELD_ROW,
        },
        display: 'formatted-json-value',
        display_options: { format: '{{label}}' },
      }),
      f.string('button_text', { label: 'Текст кнопки', width: 'half', note: 'Пусто — «Отправить»' }),
      f.string('next_text', { label: 'Кнопка «далее» (многошаговая)', width: 'half', note: 'Пусто — «Далее»' }),
      f.string('success_title', { label: 'Заголовок после отправки', width: 'half', required: true }),
      f.text('success_text', { label: 'Текст после отправки', width: 'half' }),
      f.string('error_title', { label: 'Заголовок ошибки', width: 'half', note: 'Пусто — текст ошибки по умолчанию' }),
      f.text('error_text', { label: 'Текст ошибки', width: 'half' }),
      metricActionsField('События Метрики и Google Tag Manager после успешной отправки'),
      ...crmRoutingFields(),
      f.text('consent_text', {
        label: 'Текст согласия',
        note: 'Пусто — согласие сайта. Ссылки: [текст](/privacy/). Заявка хранит версию текста, с которым согласился посетитель',
      }),
    ],
  }),
  // Written only by the CMS itself (the form-versions hook), never edited: hidden from the menu.
  {
    ...collection('form_versions', {
      label: 'Версии форм',
      icon: 'history',
      hidden: true,
      note: 'Копия формы при каждом сохранении: по ней сервер проверяет заявку',
      revalidates: false,
      fields: [
        f.id(),
        f.integer('form', { label: 'Форма', width: 'half', readonly: true }),
        f.integer('version', { label: 'Версия', width: 'half', readonly: true }),
        f.string('status', { label: 'Статус формы', width: 'half', readonly: true, max: 32 }),
        f.json('definition', { label: 'Определение', readonly: true }),
        f.datetime('date_created', { label: 'Создана', readonly: true, special: ['date-created'] }),
      ],
    }),
    // The site reads versions of published forms only (not the `status` of a content item: a copy).
    site: { publicRead: true, revalidates: false, readFilter: { status: { _eq: 'published' } }, writtenByCms: true },
  },
];

export const model = { collections: formCollections };
