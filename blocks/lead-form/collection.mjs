import { block, BUILT_FORM as BUILT, crmRoutingFields, f, LEAD_FORM_CHOICES, metricActionsField } from '../../schema/model/dsl.mjs';

/** Shown only while the form is one of `kinds` (Directus field conditions hide it otherwise). */
const onlyFor = (kinds, name) => [{ name, rule: { _and: [{ form_kind: { _nin: kinds } }] }, hidden: true }];

/** A field of the spec's forms, hidden while a built form is chosen: that form has its own texts, goals and CRM routing. */
const specFormsOnly = (/** @type {import('../../schema/model/dsl.mjs').Field} */ field) => ({
  ...field,
  meta: {
    ...field.meta,
    conditions: [{ name: 'Не для формы из конструктора', rule: { _and: [{ form_kind: { _eq: BUILT } }] }, hidden: true }],
  },
});

// A lead form a marketer places on any page: which form (one choice: a form of the spec, or one
// built in «Формы»), its texts, and where the lead goes in the CRM. Empty texts fall back to the
// spec's defaults for the chosen form.
export default block('block_lead_form', {
  icon: 'contact_mail',
  // A list shows «--» for every empty part of a template (a spec form's empty title, a built form's
  // name through a relation that a spec form leaves empty): the label is one stored text instead.
  display_template: '{{list_label}}',
  fields: [
    f.select('form_kind', LEAD_FORM_CHOICES, {
      label: 'Форма',
      required: true,
      default: 'question',
      note: 'Одна из форм сайта или «Форма из конструктора» — своя форма из раздела «Формы»',
    }),
    f.m2o('form', 'forms', {
      label: 'Какая форма из конструктора',
      template: '{{name}}',
      note: 'Форма из раздела «Формы» с её полями, текстами и целями. На сайте видна, когда опубликована',
      conditions: [
        { name: 'Только для формы из конструктора', rule: { _and: [{ form_kind: { _neq: BUILT } }] }, hidden: true },
        { name: 'Форма из конструктора выбрана', rule: { _and: [{ form_kind: { _eq: BUILT } }] }, required: true },
      ],
    }),
    ...[
      f.string('title', { label: 'Заголовок', note: 'Пусто — заголовок формы по умолчанию' }),
      f.text('description', { label: 'Описание', note: 'Пусто — вводный текст формы по умолчанию' }),
      f.string('button_text', { label: 'Текст кнопки', width: 'half' }),
      // Still comma-joined codes (csv): a code never holds a comma, and stored values stay as they are.
      metricActionsField(
        'События Метрики и Google Tag Manager после успешной отправки. Ничего не выбрано — события этой формы по умолчанию',
      ),
      ...crmRoutingFields(),
      f.string('success_title', { label: 'Заголовок после отправки', width: 'half', note: 'Пусто — текст по умолчанию' }),
      f.text('success_text', { label: 'Текст после отправки', width: 'half' }),
    ].map(specFormsOnly),
    // Written by the CMS (cms/extensions/lead-form-block-label, lib/forms/form-kinds.mjs) whenever the
    // block, its form's name or a release changes it.
    f.string('list_label', { label: 'В списке блоков', readonly: true, hidden: true, max: 300 }),
    f.file('file', {
      label: 'Файл для скачивания',
      image: false,
      note: 'Файл, который посетитель получит после отправки формы',
      conditions: onlyFor(['download'], 'Только для формы «Скачать файл»'),
    }),
  ],
});
