import { describeBlock } from '../describe.mjs';

export default describeBlock({
  collection: 'block_lead_form',
  label: 'Форма заявки',
  purpose: 'Форма прямо на странице: пробный период, демонстрация, вопрос, партнёрство, скачивание файла или подписка.',
  order: 140,
  // The lead form: fields, validation, sending.
  behaviour: 'island',
  editable: ['title', 'description', 'button_text', 'success_title', 'success_text'],
  pictureSample: { form_kind: 'demo', title: 'Запросить демонстрацию' },
});
