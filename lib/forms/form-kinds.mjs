// The forms of the site with their names in the admin app: the one list of form kinds. The data
// model's choices (the form a button, a menu item or a lead-form block opens; schema/model/dsl.mjs)
// and the site's kinds (kinds.ts) are read from it. Plain JavaScript with JSDoc types, as the data
// model runs without a build step.

/** Every form the popup can open; all but `login` (the sign-in form, components/login) are lead forms. */
export const FORM_CHOICES = /** @type {const} */ ([
  ['trial', 'Пробный период'],
  ['demo', 'Демонстрация'],
  ['webinar', 'Запись на вебинар'],
  ['question', 'Вопрос'],
  ['questionComment', 'Обращение'],
  ['partner', 'Партнёрство'],
  ['download', 'Скачать файл'],
  ['subscribe', 'Подписка'],
  ['login', 'Вход'],
]);

/** A lead-form block's choice of a form built in «Формы» (the block's `form` relation says which). */
export const BUILT_FORM = /** @type {const} */ ('form');

/**
 * What a lead-form block may show, one choice: a lead form of the spec, or a form built in «Формы»
 * (`form`, the block's `form` relation says which; the same code as a built form's leads' `kind`).
 */
export const LEAD_FORM_CHOICES = [...FORM_CHOICES.filter(([kind]) => kind !== 'login'), [BUILT_FORM, 'Форма из конструктора']];

/**
 * A lead-form block as the admin's lists name it (the page's «Блоки», «Блоки: форма заявки»):
 * «Вопрос», «Демонстрация · Покажем архив за 30 минут» (its own title, when it has one), or
 * «Пробный период · из конструктора» (a built form's name; the block's own titles are not used).
 * Kept in `block_lead_form.list_label` by cms/extensions/lead-form-block-label.
 * @param {{ form_kind?: string | null, title?: string | null, formName?: string | null }} block
 */
export function leadFormBlockLabel({ form_kind, title, formName }) {
  // The form's name first: a narrow list cuts the end of a line.
  if (form_kind === BUILT_FORM) return formName ? `${formName} · из конструктора` : 'Форма из конструктора не выбрана';
  const name = LEAD_FORM_CHOICES.find(([kind]) => kind === form_kind)?.[1] ?? 'Форма не выбрана';
  return title?.trim() ? `${name} · ${title.trim()}` : name;
}
