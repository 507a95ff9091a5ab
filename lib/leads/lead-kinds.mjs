// The kinds of lead, with their names in the admin app: a lead's `kind`, an A/B test's goal, the
// funnels' form column. The data model (collections/leads/model.mjs) and the site's server share
// this one list; plain JavaScript, so that the model reads it without a build step, and in lib/, so
// that lib/ never imports collections/ (collections/ sits above lib/: eslint.config.mjs).

export const LEAD_KINDS = [
  ['trial', 'Пробный период'],
  ['demo', 'Демонстрация'],
  ['webinar', 'Вебинар'],
  ['question', 'Вопрос'],
  ['questionComment', 'Обращение'],
  ['download', 'Скачивание файла'],
  ['partner', 'Партнёрство'],
  ['form', 'Форма из конструктора'],
];
