// What a field of a built form may be: its types, the spec's rules, and the sources of hidden
// fields, with their names in the admin app. The one list the data model (collections/forms/model.mjs)
// and the site (lib/forms/definition.ts) read; plain JavaScript with JSDoc types, as the data model
// runs without a build step, and apart from the model so the form's code does not carry it.

/** The types a field may have; lib/forms/definition.ts reads the same codes. */
export const FIELD_TYPES = /** @type {const} */ ([
  ['text', 'Текст'],
  ['email', 'E-mail'],
  ['phone', 'Телефон'],
  ['textarea', 'Многострочный текст'],
  ['select', 'Выбор из списка'],
  ['radio', 'Переключатель (один из)'],
  ['checkbox', 'Флажок'],
  ['agreement', 'Согласие на обработку данных'],
  ['company', 'Компания (с подсказками)'],
  ['hidden', 'Скрытое (utm, страница, вариант)'],
  ['file', 'Файл (PDF или изображение)'],
]);

/** The spec's rules (section 5); each has its Russian message (lib/forms/messages.ts). */
export const FIELD_RULES = /** @type {const} */ ([
  ['min_length', 'Минимальная длина'],
  ['email', 'E-mail'],
  ['phone', 'Телефон: 10–12 цифр'],
  ['one_of', 'Один из вариантов'],
  ['integer', 'Целое число'],
  ['regex', 'Регулярное выражение'],
]);

/** What a hidden field holds: the site fills it, never the visitor. */
export const HIDDEN_SOURCES = /** @type {const} */ ([
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
  ['utm_term', 'utm_term'],
  ['utm_content', 'utm_content'],
  ['page', 'Адрес страницы'],
  ['variant', 'Вариант A/B-теста'],
]);

/** A «Файл» field's size limit: when the marketer sets none, and the most any field may take (lib/forms/upload.ts). */
export const FILE_LIMITS_MB = /** @type {const} */ ({ default: 10, max: 20 });
