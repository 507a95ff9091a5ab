// Forms that marketers build. A form is one item of `forms`: its texts, analytics
// goals, CRM routing, consent text, and its fields as one ordered JSON list, edited on one screen
// with Directus' repeater («list»: a type picker, the rule and the condition inline per field).
// Every save makes a new version (cms/extensions/form-versions): `forms.version` counts up and
// `form_versions` keeps an immutable copy of the definition, so a lead is checked against exactly
// the form its visitor saw (lib/forms/definition.ts, pages/api/form.ts).
import { collection, f, METRIC_ACTIONS } from '../../schema/model/dsl.mjs';
import { FIELD_TYPES, FIELD_RULES, HIDDEN_SOURCES, FILE_LIMITS_MB } from '../../lib/forms/field-kinds.mjs';

const choices = (list) => list.map(([value, text]) => ({ value, text }));

/** A sub-field of the repeater, shown only when `rule` holds for the field's own values. */
const sub = (field, name, type, meta, showWhen) => ({
  field,
  name,
  type,
  meta: {
    field,
    type,
    width: 'half',
    ...meta,
    ...(showWhen ? { conditions: [{ name: 'only', rule: { _and: [showWhen] }, hidden: false }], hidden: true } : {}),
  },
});

const FIELD_NAME = '^[a-z][a-z0-9_]{0,39}$';

/** The repeater's fields: one row per form field, in the order the visitor sees them. */
export const FIELD_ROW = [
  sub('type', 'Тип', 'string', {
    interface: 'select-dropdown',
    options: { choices: choices(FIELD_TYPES) },
    required: true,
  }),
  sub('name', 'Код поля', 'string', {
    interface: 'input',
    required: true,
    options: { placeholder: 'fio, email, phone, company, position, comment…', trim: true },
    note: 'Латиница, цифры и _. Так поле называется в заявке и в CRM; fio, email, phone, company, position попадают в свои колонки заявки',
    validation: { _and: [{ name: { _regex: FIELD_NAME } }] },
    validation_message: 'Латинские строчные буквы, цифры и _ (начинается с буквы)',
  }),
  sub('label', 'Подпись', 'string', { interface: 'input' }),
  sub('placeholder', 'Подсказка в поле', 'string', { interface: 'input' }),
  sub('help', 'Пояснение под полем', 'string', { interface: 'input', width: 'full' }),
  sub('required', 'Обязательное', 'boolean', { interface: 'boolean', options: { label: 'Обязательное' } }),
  sub('step', 'Шаг', 'integer', {
    interface: 'input',
    options: { min: 1, max: 5, placeholder: '1' },
    note: 'Многошаговая форма: ответы шага 1 сохраняются заявкой сразу',
  }),
  sub('rule', 'Правило', 'string', {
    interface: 'select-dropdown',
    options: { choices: choices(FIELD_RULES), allowNone: true },
    note: 'E-mail и телефон проверяются и без правила',
  }),
  sub('rule_value', 'Значение правила', 'string', {
    interface: 'input',
    note: 'Для «Минимальная длина» — число; для «Регулярное выражение» — выражение',
  }),
  sub('rule_message', 'Сообщение об ошибке', 'string', {
    interface: 'input',
    width: 'full',
    note: 'Пусто — сообщение по умолчанию из спецификации',
  }),
  sub('options', 'Варианты', 'text', {
    interface: 'input-multiline',
    width: 'full',
    note: 'По одному в строке; «значение | подпись», если они различаются. Для списка и переключателя',
  }),
  sub('show_when_field', 'Показывать, если поле', 'string', {
    interface: 'input',
    options: { placeholder: 'код поля' },
    note: 'Условие: поле видно, только когда другое поле формы имеет значение',
  }),
  sub('show_when_value', '…имеет значение', 'string', {
    interface: 'input',
    options: { placeholder: 'пусто — любое' },
  }),
  sub('source', 'Источник скрытого поля', 'string', {
    interface: 'select-dropdown',
    options: { choices: choices(HIDDEN_SOURCES), allowNone: true },
  }),
  sub('max_mb', 'Размер файла до, МБ', 'integer', {
    interface: 'input',
    options: { min: 1, max: FILE_LIMITS_MB.max, placeholder: String(FILE_LIMITS_MB.default) },
    note: `Для поля «Файл»: PDF, PNG, JPEG или WebP; пусто — ${FILE_LIMITS_MB.default} МБ, не больше ${FILE_LIMITS_MB.max} МБ`,
  }),
  sub('progressive', 'Вместо известного', 'boolean', {
    interface: 'boolean',
    options: { label: 'Спрашивать, если посетитель уже ответил на поле выше' },
    note: 'Прогрессивное поле: показывается вместо поля, которое посетитель уже заполнял в прошлой заявке',
  }),
];

export const formCollections = [
  collection('forms', {
    label: 'Формы',
    icon: 'dynamic_form',
    note: 'Формы заявок: поля по порядку, шаги, условия, тексты, цели аналитики и воронка CRM. Блок «Форма заявки» выбирает форму.',
    display_template: '{{name}} · {{status}}',
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
      f.text('description', { label: 'Описание' }),
      f.json('fields', {
        label: 'Поля',
        required: true,
        interface: 'list',
        options: { template: '{{label}} · {{name}} · {{type}} · шаг {{step}}', addLabel: 'Добавить поле', fields: FIELD_ROW },
        display: 'formatted-json-value',
        display_options: { format: '{{label}}' },
      }),
      f.string('button_text', { label: 'Текст кнопки', width: 'half', note: 'Пусто — «Отправить»' }),
      f.string('next_text', { label: 'Кнопка «далее» (многошаговая)', width: 'half', note: 'Пусто — «Далее»' }),
      f.string('success_title', { label: 'Заголовок после отправки', width: 'half', required: true }),
      f.text('success_text', { label: 'Текст после отправки', width: 'half' }),
      f.string('error_title', { label: 'Заголовок ошибки', width: 'half', note: 'Пусто — текст ошибки по умолчанию' }),
      f.text('error_text', { label: 'Текст ошибки', width: 'half' }),
      f.tags('metric_actions', {
        label: 'Цели аналитики',
        note: 'События Метрики и GTM после успешной отправки',
        interface: 'select-multiple-checkbox',
        options: { choices: choices(METRIC_ACTIONS), itemsShown: 11 },
        display: 'labels',
        display_options: { choices: choices(METRIC_ACTIONS) },
      }),
      f.string('qbpm_pipeline', {
        label: 'Воронка CRM (qbpm_pipeline)',
        width: 'half',
        interface: 'select-dropdown',
        options: { choices: [{ value: 'ecm', text: 'ECM — основная воронка' }], allowOther: true, allowNone: true, placeholder: 'ecm' },
      }),
      f.string('source_deal', {
        label: 'Источник сделки (source_deal)',
        width: 'half',
        interface: 'select-dropdown',
        options: { choices: [{ value: 'ecm_site', text: 'Сайт ECM' }], allowOther: true, allowNone: true, placeholder: 'ecm_site' },
      }),
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
