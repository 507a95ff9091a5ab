/** @jest-environment node */
import { toFormData } from './form-data';
import { FORM_SCHEMAS } from '@/lib/forms/schemas';

describe('a submission as form data', () => {
  it('sends text as is, flags and numbers as text, objects as JSON, and leaves out empty values', () => {
    const form = toFormData({ fio: 'Иван', accept_rules: true, n: 3, da_data: { value: 'ООО' }, skip: undefined, none: null });
    expect([...form]).toEqual([
      ['fio', 'Иван'],
      ['accept_rules', 'true'],
      ['n', '3'],
      ['da_data', '{"value":"ООО"}'],
    ]);
  });

  it('is read back by the form schemas: the flag becomes a boolean again', async () => {
    const values = {
      fio: 'Иван Петров',
      email: 'a@b.ru',
      phone: '+79991234567',
      company: 'ООО Ромашка',
      comment: 'Вопрос',
      accept_rules: true,
    };
    const text = Object.fromEntries(toFormData(values));
    expect(await FORM_SCHEMAS.question.validate(text, { stripUnknown: true })).toEqual(values);
    await expect(FORM_SCHEMAS.question.validate({ ...text, accept_rules: 'false' })).rejects.toThrow('Это поле обязательно для заполнения');
  });
});
