import { FORM_SCHEMAS, fieldsOf, validationErrors } from './schemas';
import { isPhone } from './rules';

const validTrial = {
  fio: 'Иван Петров',
  email: 'ivan@example.ru',
  phone: '+7 (999) 123-45-67',
  company: 'ООО Ромашка',
  company_size: '20-100',
  agree: true,
};

describe('form validation rules', () => {
  it('accepts a complete trial form', () => {
    expect(validationErrors('trial', validTrial)).toEqual({});
  });

  it('asks for every required field with the required message', () => {
    const errors = validationErrors('trial', {});
    for (const field of ['fio', 'email', 'phone', 'company', 'company_size', 'agree']) {
      expect(errors[field as keyof typeof errors]).toBe('Это поле обязательно для заполнения');
    }
  });

  it('treats a blank (spaces only) name as missing', () => {
    expect(validationErrors('trial', { ...validTrial, fio: '   ' }).fio).toBe('Это поле обязательно для заполнения');
  });

  it.each(['fio', 'company'] as const)('asks for at least 3 characters in %s', (field) => {
    expect(validationErrors('trial', { ...validTrial, [field]: 'Ив' })[field]).toBe('Введите необходимое количество символов 3');
  });

  it('asks for at least 3 characters in the position and the question', () => {
    expect(validationErrors('demo', { ...validTrial, position: 'ИТ' }).position).toBe('Введите необходимое количество символов 3');
    expect(validationErrors('question', { ...validTrial, comment: 'а?', accept_rules: true }).comment).toBe(
      'Введите необходимое количество символов 3',
    );
  });

  it('rejects a malformed e-mail', () => {
    expect(validationErrors('trial', { ...validTrial, email: 'ivan@' }).email).toBe('Введите корректный E-mail');
  });

  it('accepts phones of 10 to 12 digits with an optional plus and formatting', () => {
    for (const phone of ['9991234567', '+79991234567', '8 (999) 123-45-67', '+375 29 123-45-67', '+79991234567 доб. 123']) {
      expect(isPhone(phone)).toBe(true);
    }
  });

  it('rejects a phone with 9 digits, 13 digits or letters', () => {
    for (const phone of ['999123456', '+7999123456789', 'телефон', '++79991234567']) {
      expect(validationErrors('trial', { ...validTrial, phone }).phone).toBe('Введите корректное значение');
    }
  });

  it('accepts only the listed company sizes', () => {
    for (const size of ['< 20', '20-100', '101-500', '501-2000', '2000+']) {
      expect(validationErrors('trial', { ...validTrial, company_size: size })).toEqual({});
    }
    expect(validationErrors('trial', { ...validTrial, company_size: '5000' }).company_size).toBe('Выберите из предложенных');
  });

  it('requires the agreement to be ticked', () => {
    expect(validationErrors('trial', { ...validTrial, agree: false }).agree).toBe('Это поле обязательно для заполнения');
    expect(validationErrors('download', { ...validTrial, position: 'Юрист', accept_rules: false }).accept_rules).toBe(
      'Это поле обязательно для заполнения',
    );
  });

  it('uses agree in the trial form and accept_rules in the question and download forms', () => {
    expect(fieldsOf('trial')).toContain('agree');
    expect(fieldsOf('question')).toContain('accept_rules');
    expect(fieldsOf('download')).toContain('accept_rules');
  });

  it('strips unknown fields, as the API does before storing', async () => {
    const clean = await FORM_SCHEMAS.subscribe.validate({ email: 'a@b.ru', accept_rules: true, is_admin: true }, { stripUnknown: true });
    expect(clean).toEqual({ email: 'a@b.ru', accept_rules: true });
  });

  it('bounds the length of free text', () => {
    expect(validationErrors('question', { ...validTrial, accept_rules: true, comment: 'я'.repeat(2001) }).comment).toBeDefined();
  });
});
