// Academy video courses; shown newest (highest index) first.
import { ours } from './reference.mjs';

export default [
  {
    ...ours,
    index: 1,
    title: 'Основы ELMA365 ECM',
    description: 'Карточки документов, папки, права доступа и поиск.',
    href: 'https://academy.elma365.com/courses/ecm-basics',
    lessons: 8,
  },
  {
    ...ours,
    index: 2,
    title: 'Маршруты согласования',
    description: 'Дизайнер процессов: этапы, параллельные ветки, замещения.',
    href: 'https://academy.elma365.com/courses/ecm-routes',
    lessons: 6,
  },
  {
    ...ours,
    index: 3,
    title: 'Электронный архив',
    description: 'Номенклатура дел, сроки хранения, передача в архив.',
    href: 'https://academy.elma365.com/courses/ecm-archive',
    lessons: 5,
  },
  {
    ...ours,
    index: 4,
    title: 'ИИ-инструменты для документов',
    description: 'Распознавание, сравнение редакций и классификация.',
    href: 'https://academy.elma365.com/courses/ecm-ai',
    lessons: 4,
  },
];
