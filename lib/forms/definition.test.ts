import { skippedByProgress, stepCount, toDefinition, visibleFields } from './definition';
import { definitionErrors, normalizedValues } from './definition-schema';

const form = (fields: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  toDefinition({ id: 7, version: 3, title: 'Заявка', fields, ...extra });

const sample = form([
  { type: 'text', name: 'fio', label: 'ФИО', required: true, rule: 'min_length', rule_value: '3', step: 1 },
  { type: 'email', name: 'email', label: 'E-mail', required: true, step: 1 },
  { type: 'select', name: 'sed', label: 'Какая СЭД у вас сейчас?', required: true, options: 'none | Нет\nother | Другая', step: 1 },
  { type: 'text', name: 'sed_name', label: 'Какая?', required: true, show_when_field: 'sed', show_when_value: 'other', step: 1 },
  { type: 'agreement', name: 'agree', required: true, step: 1 },
  { type: 'phone', name: 'phone', label: 'Телефон', required: true, step: 2 },
  { type: 'textarea', name: 'comment', label: 'Комментарий', step: 2 },
  { type: 'hidden', name: 'campaign', source: 'utm_campaign', step: 1 },
]);

const step1 = { fio: 'Иван Петров', email: 'ivan@example.ru', sed: 'none', agree: true };

describe('a built form definition', () => {
  it('reads the stored JSON: fields in order, steps, options with labels', () => {
    expect(sample.fields.map((f) => f.name)).toEqual(['fio', 'email', 'sed', 'sed_name', 'agree', 'phone', 'comment', 'campaign']);
    expect(stepCount(sample)).toBe(2);
    expect(sample.fields[2]!.options).toEqual([
      { value: 'none', label: 'Нет' },
      { value: 'other', label: 'Другая' },
    ]);
  });

  it('leaves out rows with an unknown type, a bad or reserved name, or a repeated name', () => {
    const def = form([
      { type: 'lottery', name: 'x' },
      { type: 'text', name: 'Bad Name' },
      { type: 'text', name: 'utm_source' },
      { type: 'text', name: 'fio' },
      { type: 'email', name: 'fio' },
    ]);
    expect(def.fields.map((f) => `${f.name}:${f.type}`)).toEqual(['fio:text']);
  });

  it('drops a condition on a field that does not exist, and closes up step numbers', () => {
    const def = form([
      { type: 'text', name: 'a', step: 1, show_when_field: 'nope' },
      { type: 'text', name: 'b', step: 3 },
    ]);
    expect(def.fields[0]!.showWhen).toBeNull();
    expect(def.fields[1]!.step).toBe(2);
  });

  it('shows a field under a condition only for the value it names', () => {
    expect(visibleFields(sample, { sed: 'none' }).has('sed_name')).toBe(false);
    expect(visibleFields(sample, { sed: 'other' }).has('sed_name')).toBe(true);
  });

  it('shows neither field of a loop of conditions', () => {
    const def = form([
      { type: 'text', name: 'a', show_when_field: 'b' },
      { type: 'text', name: 'b', show_when_field: 'a' },
    ]);
    expect(visibleFields(def, { a: 'x', b: 'y' }).size).toBe(0);
  });
});

describe('the checks of a built form', () => {
  it('accepts step 1 alone when asked for step 1, and asks for step 2 only at step 2', () => {
    expect(definitionErrors(sample, step1, { upToStep: 1 })).toEqual({});
    expect(definitionErrors(sample, step1)).toEqual({ phone: 'Это поле обязательно для заполнения' });
  });

  it('does not require a field whose condition is false, and requires it when true', () => {
    expect(definitionErrors(sample, { ...step1, sed: 'none' }, { upToStep: 1 }).sed_name).toBeUndefined();
    expect(definitionErrors(sample, { ...step1, sed: 'other' }, { upToStep: 1 }).sed_name).toBe('Это поле обязательно для заполнения');
  });

  it('gives the spec messages for broken rules', () => {
    const errors = definitionErrors(sample, { ...step1, fio: 'Ив', email: 'нет', sed: 'maybe', agree: false, phone: '12345' });
    expect(errors).toEqual({
      fio: 'Введите необходимое количество символов 3',
      email: 'Введите корректный E-mail',
      sed: 'Выберите из предложенных',
      agree: 'Это поле обязательно для заполнения',
      phone: 'Введите корректное значение',
    });
  });

  it('checks integer and regex rules, with the marketer’s own message when given', () => {
    const def = form([
      { type: 'text', name: 'staff', rule: 'integer', required: true },
      { type: 'text', name: 'inn', rule: 'regex', rule_value: '\\d{10}|\\d{12}', rule_message: 'ИНН — 10 или 12 цифр' },
    ]);
    expect(definitionErrors(def, { staff: '12a', inn: '123' })).toEqual({ staff: 'Допустимы только цифры', inn: 'ИНН — 10 или 12 цифр' });
    expect(definitionErrors(def, { staff: '120', inn: '7701234567' })).toEqual({});
  });

  it('does not run a broken pattern against visitors', () => {
    const def = form([{ type: 'text', name: 'x', rule: 'regex', rule_value: '(' }]);
    expect(definitionErrors(def, { x: 'anything' })).toEqual({});
  });

  it('reads ticked boxes from form data and drops answers to fields not shown', () => {
    expect(normalizedValues(sample, { ...step1, agree: 'on', sed: 'none', sed_name: 'Директум' })).toEqual({
      fio: 'Иван Петров',
      email: 'ivan@example.ru',
      sed: 'none',
      agree: true,
    });
  });
});

describe('progressive fields', () => {
  const def = form([
    { type: 'text', name: 'company', required: true },
    { type: 'text', name: 'position', required: true, progressive: true },
    { type: 'email', name: 'email', required: true },
  ]);

  it('asks the progressive field instead of one the visitor already gave', () => {
    expect(skippedByProgress(def, new Set())).toEqual(new Set(['position']));
    expect(skippedByProgress(def, new Set(['company']))).toEqual(new Set(['company']));
  });

  it('needs one of the pair on the server', () => {
    expect(definitionErrors(def, { email: 'a@b.ru' })).toEqual({ company: 'Это поле обязательно для заполнения' });
    expect(definitionErrors(def, { email: 'a@b.ru', position: 'Директор' })).toEqual({});
  });
});
