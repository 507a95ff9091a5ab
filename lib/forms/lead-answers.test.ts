import { answersText, attributionText } from './lead-answers.mjs';

const definition = {
  fields: [
    { type: 'text', name: 'fio', label: 'ФИО' },
    { type: 'email', name: 'email', label: 'E-mail' },
    { type: 'select', name: 'razmer', label: 'Размер компании', options: 'small | до 100\nbig | больше 500' },
    { type: 'text', name: 'skolko', label: 'Сколько сотрудников', personal: false },
    { type: 'text', name: 'dolzhnost', label: 'Должность', personal: true },
    { type: 'agreement', name: 'agreement' },
    { type: 'hidden', name: 'kampaniia', source: 'utm_campaign' },
    { type: 'file', name: 'rekvizity', label: 'Реквизиты' },
  ],
};

describe('a lead in words for marketers', () => {
  it('gives the answers that are not personal data, by label, options by their text', () => {
    const text = answersText(definition, {
      fio: 'Мария Иванова',
      email: 'm@example.ru',
      razmer: 'big',
      skolko: '1200',
      dolzhnost: 'Юрист',
      agreement: true,
      kampaniia: 'spring',
      rekvizity: { file: 'x', name: 'a.pdf' },
    });
    expect(text).toBe('Размер компании: больше 500\nСколько сотрудников: 1200\nСогласие на обработку данных: да');
    expect(text).not.toMatch(/Мария|example|Юрист|a\.pdf|spring/);
  });

  it('gives nothing when no answer may be shown', () => {
    expect(answersText(definition, { fio: 'Мария Иванова' })).toBeNull();
    expect(answersText(null, { fio: 'Мария Иванова' })).toBeNull();
  });

  it('says where the visitor came from in words', () => {
    expect(attributionText({ utm_source: 'yandex', utm_campaign: 'ecm-spring', referer: 'https://ya.ru/' })).toBe(
      'Источник (utm_source): yandex\nКампания (utm_campaign): ecm-spring\nСтраница перехода: https://ya.ru/',
    );
    expect(attributionText({})).toBe('Прямой заход: без меток и страницы перехода');
  });
});
