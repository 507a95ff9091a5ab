// The spec's seven lead forms (section 7) as built forms: the same fields, labels, rules, texts and
// analytics goals as the forms in code (./schemas.ts, fields.ts, texts.ts, config.ts), which
// ./spec-forms.test.ts checks field by field and rule by rule. The site draws and checks the spec
// forms from these definitions (./spec-definitions.ts), in the browser and in their routes. The
// seed (schema/seed/forms.mjs) takes them from here for the rows a marketer starts a new form from
// (a copy of one of these): the forms' domain owns them, the seed only copies them.

const field = (type, name, label, extra = {}) => ({ type, name, label, required: true, step: 1, ...extra });
const text = (name, label) => field('text', name, label, { rule: 'min_length', rule_value: '3' });
const fio = text('fio', 'ФИО');
const email = field('email', 'email', 'E-mail');
const phone = field('phone', 'phone', 'Телефон');
const company = field('company', 'company', 'Компания или ИНН');
const position = text('position', 'Должность');
const companySize = field('select', 'company_size', 'Количество сотрудников', {
  options: ['< 20 | до 20', '20-100 | 20-100', '101-500 | 101-500', '501-2000 | 501-2000', '2000+ | Более 2000'].join('\n'),
});
const comment = field('textarea', 'comment', 'Ваш вопрос', { rule: 'min_length', rule_value: '3' });
const agree = field('agreement', 'agree', '');
const acceptRules = field('agreement', 'accept_rules', '');

const questionAnswer = {
  success_title: 'Спасибо за обращение!',
  success_text: 'Наш менеджер свяжется с вами в ближайшее время для уточнения деталей.',
};

/** Each spec form by its kind (lib/forms/kinds.ts). */
export const SPEC_FORMS = {
  trial: {
    title: 'Попробовать (14 дней бесплатно)',
    description: 'Для активации пробной версии заполните форму',
    button_text: 'Попробовать',
    success_title: 'Запрос успешно отправлен!',
    success_text: 'Проверьте вашу почту',
    metric_actions: ['trial_submit'],
    fields: [fio, email, phone, company, companySize, agree],
  },
  demo: {
    title: 'Запросить демонстрацию',
    description: 'Заполните форму и мы проведем для вас презентацию продукта',
    button_text: 'Отправить',
    ...questionAnswer,
    metric_actions: ['consult'],
    fields: [fio, email, phone, company, position, companySize, agree],
  },
  webinar: {
    title: 'Записаться на вебинар',
    description: 'Заполните форму для участия',
    button_text: 'Записаться',
    success_title: 'Спасибо за регистрацию!',
    success_text: 'Добавьте вебинар в календарь, чтобы не пропустить его',
    metric_actions: ['webinar', 'webinar_submit'],
    fields: [fio, email, phone, company, position, agree],
  },
  question: {
    title: 'Запросить',
    description: 'Задать вопрос менеджерам компании',
    button_text: 'Обратиться',
    ...questionAnswer,
    metric_actions: ['manager'],
    fields: [fio, email, phone, company, comment, acceptRules],
  },
  questionComment: {
    title: 'Обратиться',
    description: 'Задать вопрос менеджерам компании',
    button_text: 'Обратиться',
    ...questionAnswer,
    metric_actions: ['manager'],
    fields: [fio, email, phone, company, comment, acceptRules],
  },
  download: {
    title: 'Скачать файл',
    description: 'Заполните форму, и загрузка начнётся сразу',
    button_text: 'Скачать PDF',
    success_title: 'Спасибо!',
    success_text: 'Загрузка файла уже началась',
    metric_actions: ['manager'],
    fields: [fio, email, phone, company, position, acceptRules],
  },
  partner: {
    title: 'Стать партнёром',
    description: 'Расскажите о вашей компании',
    button_text: 'Отправить',
    success_title: 'Спасибо за заявку!',
    success_text: 'Ожидайте письмо с результатами одобрения заявки',
    metric_actions: ['partner'],
    fields: [fio, email, phone, company, position, comment, acceptRules],
  },
};

/**
 * The subscription form (spec §3): drawn by the same engine as the seven, from this definition,
 * but not seeded: a subscription is no lead for sales (its route, pages/api/subscribe.ts, keeps
 * subscribers), so there is nothing for a marketer to copy.
 */
export const SUBSCRIBE_FORM = {
  title: 'Подписка на рассылку',
  description: 'Подпишитесь на рассылку',
  button_text: 'Подписаться',
  success_title: 'Спасибо! Проверьте вашу почту и подтвердите подписку',
  success_text: '',
  metric_actions: ['mail'],
  fields: [email, acceptRules],
};
