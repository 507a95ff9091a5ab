import { block, f, LEAD_FORM_CHOICES, METRIC_ACTIONS } from '../../schema/model/dsl.mjs';

/** Shown only while the form is one of `kinds` (Directus field conditions hide it otherwise). */
const onlyFor = (kinds, name) => [{ name, rule: { _and: [{ form_kind: { _nin: kinds } }] }, hidden: true }];

// A lead form a marketer places on any page: which form, its texts, and where the lead goes in
// the CRM. Empty texts fall back to the spec's defaults for the chosen form.
export default block('block_lead_form', {
  icon: 'contact_mail',
  display_template: '{{form_kind}} · {{title}}',
  fields: [
    f.m2o('form', 'forms', {
      label: 'Форма из конструктора',
      template: '{{name}}',
      note: 'Форма из раздела «Формы»: её поля, тексты и цели. Выбрана — поля ниже не используются',
    }),
    f.select('form_kind', LEAD_FORM_CHOICES, { label: 'Форма', required: true, default: 'question' }),
    f.string('title', { label: 'Заголовок', note: 'Пусто — заголовок формы по умолчанию' }),
    f.text('description', { label: 'Описание', note: 'Пусто — вводный текст формы по умолчанию' }),
    f.string('button_text', { label: 'Текст кнопки', width: 'half' }),
    // Still comma-joined codes (csv): a code never holds a comma, and stored values stay as they are.
    f.tags('metric_actions', {
      label: 'Цели аналитики',
      note: 'События Метрики и Google Tag Manager после успешной отправки. Ничего не выбрано — события этой формы по умолчанию',
      interface: 'select-multiple-checkbox',
      options: { choices: METRIC_ACTIONS.map(([value, text]) => ({ value, text })), itemsShown: 11 },
      display: 'labels',
      display_options: { choices: METRIC_ACTIONS.map(([value, text]) => ({ value, text })) },
    }),
    f.string('qbpm_pipeline', {
      label: 'Воронка CRM (qbpm_pipeline)',
      width: 'half',
      interface: 'select-dropdown',
      note: 'Воронка, в которую CRM положит сделку. Пусто — основная воронка ECM (ecm); другую впишите кодом из CRM',
      // A choice list that also takes any other code.
      options: {
        choices: [{ value: 'ecm', text: 'ECM — основная воронка' }],
        allowOther: true,
        allowNone: true,
        placeholder: 'Основная воронка ECM',
      },
    }),
    f.string('source_deal', {
      label: 'Источник сделки (source_deal)',
      width: 'half',
      interface: 'select-dropdown',
      note: 'Откуда сделка, для отчётов CRM. Пусто — сайт ECM (ecm_site); для вебинара — его код из CRM, например «webinar_ai»',
      options: { choices: [{ value: 'ecm_site', text: 'Сайт ECM' }], allowOther: true, allowNone: true, placeholder: 'Сайт ECM' },
    }),
    f.string('success_title', { label: 'Заголовок после отправки', width: 'half', note: 'Пусто — текст по умолчанию' }),
    f.text('success_text', { label: 'Текст после отправки', width: 'half' }),
    f.file('file', {
      label: 'Файл для скачивания',
      image: false,
      note: 'Файл, который посетитель получит после отправки формы',
      conditions: onlyFor(['download'], 'Только для формы «Скачать файл»'),
    }),
  ],
});
