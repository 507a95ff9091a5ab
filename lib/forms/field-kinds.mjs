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

/** Field names the lead's payload and the route itself use: no form field may take one (definition.ts, field-code.mjs). */
export const RESERVED_FIELD_NAMES = /** @type {const} */ ([
  'website',
  'form_version',
  'form_step',
  'lead_id',
  'token',
  'roistat',
  'source_url',
  'lang',
  'product',
  'source',
  'recaptcha_type',
  'zone_url',
  'source_deal',
  'qbpm_pipeline',
  'ym_client_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'recaptcha_response_v3',
  'da_data',
  'target',
]);

/** A field's code: what the lead and the CRM call it (lib/forms/definition.ts checks the same). */
export const FIELD_NAME_PATTERN = '^[a-z][a-z0-9_]{0,39}$';

/**
 * Whether a built form's field holds personal data when the marketer did not say («Персональные
 * данные» left empty): a name, an e-mail, a phone or a file. Such answers only sales read; the
 * others marketers read too (a lead's «Ответы», cms/extensions/form-leads).
 * @param {{ type?: unknown, name?: unknown, personal?: unknown }} row
 */
export function isPersonalField(row) {
  if (typeof row.personal === 'boolean') return row.personal;
  return row.type === 'email' || row.type === 'phone' || row.type === 'file' || row.name === 'fio';
}

/**
 * How the builder's list of fields names a row: «Имя · Текст · шаг 1», a row without a label (an
 * agreement, usually) by its type alone («Согласие на обработку данных · шаг 1»), never «--».
 * @param {{ label?: unknown, type?: unknown, step?: unknown }} row
 */
export function fieldRowTitle(row) {
  const type = FIELD_TYPES.find(([code]) => code === row.type)?.[1];
  if (!type) return null;
  const label = typeof row.label === 'string' ? row.label.trim() : '';
  return [label, type, `шаг ${Number(row.step) >= 1 ? Number(row.step) : 1}`].filter(Boolean).join(' · ');
}
