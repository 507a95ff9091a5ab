// Titles, intro texts, buttons and success texts of the forms (spec sections 3 and 9), exact.
import type { LeadFormKind } from './schemas';

export type Answer = {
  title: string;
  description?: string;
  link?: { href: string; text: string; external?: boolean };
  /** Shows the calendar buttons of the webinar answer. */
  webinar?: boolean;
  /** Milliseconds until the answer closes by itself. */
  autoCloseMs: number;
};

/** The answer popup closes after 3 s; a modal opened with a timeout after 10 s. */
export const ANSWER_POPUP_MS = 3000;
export const MODAL_TIMEOUT_MS = 10_000;
export const ERROR_MODAL_MS = 10_000;

export const DEFAULT_BUTTON = 'Отправить';

const questionAnswer: Answer = {
  title: 'Спасибо за обращение!',
  description: 'Наш менеджер свяжется с вами в ближайшее время для уточнения деталей.',
  autoCloseMs: MODAL_TIMEOUT_MS,
};

export const FORM_TEXTS: Record<LeadFormKind, { title: string; description: string; button: string; answer: Answer }> = {
  trial: {
    title: 'Попробовать (14 дней бесплатно)',
    description: 'Для активации пробной версии заполните форму',
    button: 'Попробовать',
    answer: {
      title: 'Запрос успешно отправлен!',
      description: 'Проверьте вашу почту',
      link: { href: '/configuration/', text: 'Мне не пришло письмо' },
      autoCloseMs: MODAL_TIMEOUT_MS,
    },
  },
  demo: {
    title: 'Запросить демонстрацию',
    description: 'Заполните форму и мы проведем для вас презентацию продукта',
    button: DEFAULT_BUTTON,
    answer: { ...questionAnswer, autoCloseMs: ANSWER_POPUP_MS },
  },
  webinar: {
    title: 'Записаться на вебинар',
    description: 'Заполните форму для участия',
    button: 'Записаться',
    answer: {
      title: 'Спасибо за регистрацию!',
      description: 'Добавьте вебинар в календарь, чтобы не пропустить его',
      webinar: true,
      autoCloseMs: MODAL_TIMEOUT_MS,
    },
  },
  question: {
    title: 'Запросить',
    description: 'Задать вопрос менеджерам компании',
    button: 'Обратиться',
    answer: questionAnswer,
  },
  questionComment: {
    title: 'Обратиться',
    description: 'Задать вопрос менеджерам компании',
    button: 'Обратиться',
    answer: { ...questionAnswer, autoCloseMs: ANSWER_POPUP_MS },
  },
  download: {
    title: 'Скачать файл',
    description: 'Заполните форму, и загрузка начнётся сразу',
    button: 'Скачать PDF',
    answer: { title: 'Спасибо!', description: 'Загрузка файла уже началась', autoCloseMs: ANSWER_POPUP_MS },
  },
  partner: {
    title: 'Стать партнёром',
    description: 'Расскажите о вашей компании',
    button: DEFAULT_BUTTON,
    answer: { title: 'Спасибо за заявку!', description: 'Ожидайте письмо с результатами одобрения заявки', autoCloseMs: ANSWER_POPUP_MS },
  },
  subscribe: {
    title: 'Подписка на рассылку',
    description: 'Подпишитесь на рассылку',
    button: 'Подписаться',
    answer: { title: 'Спасибо! Проверьте вашу почту и подтвердите подписку', autoCloseMs: ANSWER_POPUP_MS },
  },
};

export type ErrorTexts = { title: string; description: string };

export const ERROR_TEXTS: ErrorTexts = {
  title: 'Похоже, что в данный момент сервис не доступен',
  description: 'Попробуйте повторить попытку позже',
};

/** Spec §8: a failed subscription has its own title. */
export const SUBSCRIBE_ERROR_TEXTS: ErrorTexts = { ...ERROR_TEXTS, title: 'Не удалось отправить запрос на подписку' };

/** Sent without a connection: the visitor can fix that, unlike a service failure. */
export const OFFLINE_TEXTS: ErrorTexts = {
  title: 'Нет подключения к интернету',
  description: 'Заявка не отправлена. Проверьте подключение и отправьте форму ещё раз: введённые данные сохранены.',
};

/** Spec §8: an unsubscribe link that fails. */
export const UNSUBSCRIBE_ERROR = 'Не удалось отписаться';

export const CLOSE_CONFIRM = 'Вы действительно хотите закрыть форму?';
