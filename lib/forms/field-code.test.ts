import { fieldCode, transliterate, withFieldCodes } from './field-code.mjs';

describe('a field’s code made from its label', () => {
  it('transliterates Russian as passports do', () => {
    expect(transliterate('Щука, ёж и Юля')).toBe('shchuka, ezh i iulia');
  });

  it('makes a Latin code of the label, unique in the form', () => {
    const taken = new Set(['razmer_kompanii']);
    expect(fieldCode({ label: 'Размер компании', type: 'select' }, taken)).toBe('razmer_kompanii_2');
    expect(fieldCode({ label: 'Сколько сотрудников?', type: 'text' }, new Set())).toBe('skolko_sotrudnikov');
  });

  it('gives the lead’s own columns to e-mail, phone, company, name and position fields while they are free', () => {
    const none = new Set<string>();
    expect(fieldCode({ label: 'Рабочая почта', type: 'email' }, none)).toBe('email');
    expect(fieldCode({ label: 'Телефон', type: 'phone' }, none)).toBe('phone');
    expect(fieldCode({ label: 'Организация', type: 'company' }, none)).toBe('company');
    expect(fieldCode({ label: 'Имя', type: 'text' }, none)).toBe('fio');
    expect(fieldCode({ label: 'Должность', type: 'text' }, none)).toBe('position');
    expect(fieldCode({ label: 'Второй e-mail', type: 'email' }, new Set(['email']))).toBe('vtoroi_e_mail');
  });

  it('never gives a name the lead’s payload uses, nor one that does not start with a letter', () => {
    expect(fieldCode({ label: 'Source', type: 'text' }, new Set())).toBe('source_2');
    expect(fieldCode({ label: '2 вопроса', type: 'text' }, new Set())).toBe('f_2_voprosa');
    expect(fieldCode({ label: '', type: 'agreement' }, new Set())).toBe('agreement');
    expect(fieldCode({ label: '???', type: 'hidden' }, new Set())).toBe('hidden');
    const long = fieldCode({ label: 'Очень длинная подпись поля, которую маркетолог написал целиком', type: 'text' }, new Set());
    expect(long).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
    expect(long.startsWith('ochen_dlinnaia_podpis')).toBe(true);
  });

  it('fills only the rows without a code, keeping the codes typed', () => {
    const rows = withFieldCodes([
      { type: 'text', label: 'Город' },
      { type: 'text', name: 'gorod', label: 'Город, как указан' },
      { type: 'email', name: '', label: 'E-mail' },
    ]);
    expect(rows.map((r) => r.name)).toEqual(['gorod_2', 'gorod', 'email']);
  });
});
