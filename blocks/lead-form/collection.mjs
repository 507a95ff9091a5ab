import { block, f } from '../../schema/model/dsl.mjs';

// A lead form a marketer places on any page: which form, its texts, and where the lead goes in
// the CRM. Empty texts fall back to the spec's defaults for the chosen form.
export default block('block_lead_form', {
  label: 'Форма заявки',
  icon: 'contact_mail',
  display_template: '{{form_kind}} · {{title}}',
  fields: [
    f.select(
      'form_kind',
      [
        ['trial', 'Пробный период'],
        ['demo', 'Демонстрация'],
        ['webinar', 'Запись на вебинар'],
        ['question', 'Вопрос'],
        ['questionComment', 'Обращение'],
        ['download', 'Скачать файл'],
        ['partner', 'Партнёрство'],
        ['subscribe', 'Подписка'],
      ],
      { label: 'Форма', required: true, default: 'question' },
    ),
    f.string('title', { label: 'Заголовок', note: 'Пусто — заголовок формы по умолчанию' }),
    f.text('description', { label: 'Описание', note: 'Пусто — вводный текст формы по умолчанию' }),
    f.string('button_text', { label: 'Текст кнопки', width: 'half' }),
    f.tags('metric_actions', {
      label: 'Цели аналитики',
      width: 'half',
      note: 'События после успешной отправки: trial, login, mail, price_request, consult, partner, manager, webinar, popup, submit',
    }),
    f.string('qbpm_pipeline', { label: 'Воронка CRM (qbpm_pipeline)', width: 'half' }),
    f.string('source_deal', { label: 'Источник сделки (source_deal)', width: 'half' }),
    f.string('success_title', { label: 'Заголовок после отправки', width: 'half', note: 'Пусто — текст по умолчанию' }),
    f.text('success_text', { label: 'Текст после отправки', width: 'half' }),
    f.file('file', { label: 'Файл для скачивания', image: false, note: 'Для формы «Скачать файл»' }),
  ],
});
