// The fields of a button that either links somewhere or opens a lead form in a popup.
import { f } from '../schema/model/dsl.mjs';

export const FORM_CHOICES = [
  ['', 'Нет — обычная ссылка'],
  ['trial', 'Пробный период'],
  ['demo', 'Демонстрация'],
  ['question', 'Вопрос'],
  ['questionComment', 'Обращение'],
  ['partner', 'Партнёрство'],
  ['download', 'Скачать файл'],
  ['subscribe', 'Подписка'],
  ['login', 'Вход'],
];

export const buttonFields = (prefix = 'button', label = 'Кнопка') => [
  f.string(`${prefix}_label`, { label: `${label}: текст`, width: 'half' }),
  f.string(`${prefix}_href`, { label: `${label}: ссылка`, width: 'half', note: 'Путь сайта, якорь или адрес с https://' }),
  f.select(`${prefix}_form`, FORM_CHOICES, {
    label: `${label}: открывает форму`,
    note: 'Если выбрана форма, кнопка открывает её во всплывающем окне вместо перехода по ссылке',
  }),
];
