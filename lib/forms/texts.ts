// The forms' texts beyond their definitions (spec sections 3, 8 and 9), exact: the answer's extras,
// the error and offline texts. Titles, buttons and success texts are the definitions' (./spec-forms.mjs).
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

/**
 * What a spec form's answer adds to its definition's success texts (lib/forms/spec-definitions.ts):
 * the trial's link, the webinar's calendar, and when the answer closes (spec §9).
 */
export const ANSWER_EXTRAS: Record<LeadFormKind, Omit<Answer, 'title' | 'description'>> = {
  trial: { link: { href: '/configuration/', text: 'Мне не пришло письмо' }, autoCloseMs: MODAL_TIMEOUT_MS },
  demo: { autoCloseMs: ANSWER_POPUP_MS },
  webinar: { webinar: true, autoCloseMs: MODAL_TIMEOUT_MS },
  question: { autoCloseMs: MODAL_TIMEOUT_MS },
  questionComment: { autoCloseMs: ANSWER_POPUP_MS },
  download: { autoCloseMs: ANSWER_POPUP_MS },
  partner: { autoCloseMs: ANSWER_POPUP_MS },
  subscribe: { autoCloseMs: ANSWER_POPUP_MS },
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
