import { fieldRowTitle, isPersonalField } from './field-kinds.mjs';

describe('a built form’s row in the builder', () => {
  it('is named by its label, its type in Russian and its step, never «--»', () => {
    expect(fieldRowTitle({ label: 'Имя', type: 'text', step: 2 })).toBe('Имя · Текст · шаг 2');
    expect(fieldRowTitle({ type: 'agreement' })).toBe('Согласие на обработку данных · шаг 1');
    expect(fieldRowTitle({ label: 'Без типа' })).toBeNull();
  });

  it('holds personal data by default for a name, e-mail, phone or file, as the marketer says otherwise', () => {
    expect(isPersonalField({ type: 'email' })).toBe(true);
    expect(isPersonalField({ type: 'text', name: 'fio' })).toBe(true);
    expect(isPersonalField({ type: 'text', name: 'skolko' })).toBe(false);
    expect(isPersonalField({ type: 'phone', personal: false })).toBe(false);
  });
});
