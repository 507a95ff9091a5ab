import { leadFormBlockLabel } from './form-kinds.mjs';

describe('leadFormBlockLabel', () => {
  it("names a spec form by its Russian name, with the block's own title when it has one", () => {
    expect(leadFormBlockLabel({ form_kind: 'question', title: null })).toBe('Вопрос');
    expect(leadFormBlockLabel({ form_kind: 'demo', title: ' Покажем архив за 30 минут ' })).toBe(
      'Демонстрация · Покажем архив за 30 минут',
    );
  });

  it("names a built form by the form's name, whatever hidden title the block kept", () => {
    expect(leadFormBlockLabel({ form_kind: 'form', title: 'Старый заголовок', formName: 'Пробный период' })).toBe(
      'Пробный период · из конструктора',
    );
    expect(leadFormBlockLabel({ form_kind: 'form', formName: null })).toBe('Форма из конструктора не выбрана');
  });

  it('never shows a code or «--»', () => {
    expect(leadFormBlockLabel({ form_kind: null })).toBe('Форма не выбрана');
    expect(leadFormBlockLabel({ form_kind: 'no-such-kind', title: '' })).toBe('Форма не выбрана');
  });
});
