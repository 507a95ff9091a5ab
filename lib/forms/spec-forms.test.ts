// The spec forms' definitions (./spec-forms.mjs, seeded into the CMS and drawn and checked by
// the site: lib/forms/spec-definitions.ts) are the spec's forms exactly: the fields in the spec's
// order with its labels (fields.ts), its texts and goals (below, word for word), and the verdict and
// message of the spec's rules written out in yup (schemas.ts) for every body.
import fc from 'fast-check';
import { SPEC_FORMS } from './spec-forms.mjs';
import { definitionErrors, normalizedValues } from './definition-schema';
import { FIELD_VIEWS } from './fields';
import { fieldsOf, validationErrors, type LeadFormKind } from './schemas';
import { specDefinition } from './spec-definitions';

const seeded = Object.keys(SPEC_FORMS) as LeadFormKind[];
/** The seven seeded lead forms and the subscription form: every form the site draws from a spec definition. */
const kinds: LeadFormKind[] = [...seeded, 'subscribe'];
const defOf = specDefinition;

const questionAnswer: [string, string] = ['Спасибо за обращение!', 'Наш менеджер свяжется с вами в ближайшее время для уточнения деталей.'];

/** The spec's title, description, button, answer title and text, and goals of each form (sections 3, 7 and 9). */
const SPEC_TEXTS: Record<LeadFormKind, [string, string, string, string, string, string[]]> = {
  trial: [
    'Попробовать (14 дней бесплатно)',
    'Для активации пробной версии заполните форму',
    'Попробовать',
    'Запрос успешно отправлен!',
    'Проверьте вашу почту',
    ['trial_submit'],
  ],
  demo: [
    'Запросить демонстрацию',
    'Заполните форму и мы проведем для вас презентацию продукта',
    'Отправить',
    ...questionAnswer,
    ['consult'],
  ],
  webinar: [
    'Записаться на вебинар',
    'Заполните форму для участия',
    'Записаться',
    'Спасибо за регистрацию!',
    'Добавьте вебинар в календарь, чтобы не пропустить его',
    ['webinar', 'webinar_submit'],
  ],
  question: ['Запросить', 'Задать вопрос менеджерам компании', 'Обратиться', ...questionAnswer, ['manager']],
  questionComment: ['Обратиться', 'Задать вопрос менеджерам компании', 'Обратиться', ...questionAnswer, ['manager']],
  download: [
    'Скачать файл',
    'Заполните форму, и загрузка начнётся сразу',
    'Скачать PDF',
    'Спасибо!',
    'Загрузка файла уже началась',
    ['manager'],
  ],
  partner: [
    'Стать партнёром',
    'Расскажите о вашей компании',
    'Отправить',
    'Спасибо за заявку!',
    'Ожидайте письмо с результатами одобрения заявки',
    ['partner'],
  ],
  subscribe: [
    'Подписка на рассылку',
    'Подпишитесь на рассылку',
    'Подписаться',
    'Спасибо! Проверьте вашу почту и подтвердите подписку',
    '',
    ['mail'],
  ],
};

/** Values that sit on every rule's edge: blank, too short, just long enough, too long, malformed. */
const edgy = fc.oneof(
  fc.constantFrom('', ' ', '  ab ', 'abc', 'Иван Петров', 'a@b.ru', 'a@b', 'нет@почты', '+7 (999) 123-45-67', '+79991234567', '123456789'),
  fc.constantFrom('+7999123456789', '8 999 123 45 67 доб. 12', '< 20', '2000+', 'до 20', 'on', 'true', 'false', '1', '0', 'yes'),
  fc.constantFrom(true, false),
  fc.integer({ min: 1, max: 300 }).map((n) => 'я'.repeat(n)),
  fc.integer({ min: 230, max: 300 }).map((n) => `${'a'.repeat(n)}@b.ru`),
  fc.integer({ min: 28, max: 45 }).map((n) => `+79991234567 ${'1'.repeat(n - 13)}`),
);

describe('seeded built forms = the spec forms', () => {
  it('are the seven lead forms', () => {
    expect(seeded).toEqual(['trial', 'demo', 'webinar', 'question', 'questionComment', 'download', 'partner']);
  });

  it.each(kinds)('%s: same fields, labels, options, texts and goals', (kind) => {
    const def = defOf(kind);
    expect(def.fields.map((f) => f.name)).toEqual(fieldsOf(kind));
    for (const f of def.fields) {
      const view = FIELD_VIEWS[f.name as keyof typeof FIELD_VIEWS];
      if (view.type !== 'agreement') expect(f.label).toBe(view.label);
      if (view.type === 'select') expect(f.options.map((o) => [o.value, o.label])).toEqual(view.options.map(([v, t]) => [v, t]));
    }
    expect([def.title, def.description, def.buttonText, def.successTitle, def.successText, def.metricActions]).toEqual(SPEC_TEXTS[kind]);
  });

  it.each(kinds)('%s: the same verdict and messages for 2,000 generated bodies', (kind) => {
    const def = defOf(kind);
    const names = fieldsOf(kind);
    fc.assert(
      fc.property(fc.record(Object.fromEntries(names.map((n) => [n, fc.option(edgy, { nil: undefined })]))), (body) => {
        const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
        expect(definitionErrors(def, normalizedValues(def, values))).toEqual(validationErrors(kind, values));
      }),
      { numRuns: 2000 },
    );
  });
});
