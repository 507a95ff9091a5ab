// The fields of a button that either links somewhere or opens a lead form in a popup.
import { f, FORM_CHOICES } from '../schema/model/dsl.mjs';

// No form: the button follows its link.
const BUTTON_FORMS = [['', 'Нет — обычная ссылка'], ...FORM_CHOICES];

export const buttonFields = (prefix = 'button', label = 'Кнопка') => [
  f.string(`${prefix}_label`, { label: `${label}: текст`, width: 'half' }),
  f.pageLink(`${prefix}_page`, { label: `${label}: страница`, href: `${prefix}_href` }),
  f.string(`${prefix}_href`, {
    label: `${label}: внешняя ссылка или якорь`,
    width: 'half',
    note: 'Адрес с https://, если страница не выбрана; с выбранной страницей — якорь на ней, например #pricing',
  }),
  f.select(`${prefix}_form`, BUTTON_FORMS, {
    label: `${label}: открывает форму`,
    note: 'Если выбрана форма, кнопка открывает её во всплывающем окне вместо перехода по ссылке',
  }),
];
