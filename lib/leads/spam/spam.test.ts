import { gibberish, gibberishWord } from './gibberish';
import { disposableDomain } from './disposable';
import { MIN_FILL_MS, spamReasons, type Submission } from './index';

describe('gibberish', () => {
  it.each([
    'Ольга Смирнова',
    'Иванов Пётр Сергеевич',
    'ООО «Ромашка»',
    'ФГБУ ЦНИИ',
    'Руководитель отдела документооборота',
    'Нужна интеграция с SAP и HTML-шаблоны, пролог договора',
    'Здравствуйте, вздрогнуть, контрольный',
    'John Smith',
    'Strengths and weaknesses of Schwarzkopf',
    'Хабибуллин Ринат',
    'Ли Юй',
  ])('takes %s for text a person typed', (text) => {
    expect(gibberish(text)).toBeNull();
  });

  it.each([
    ['Иванov', 'смесь кириллицы и латиницы'],
    ['sdfghjk', '6 согласных подряд'],
    ['пврлджк', '6 согласных подряд'],
    ['Brrrr', 'нет гласных'],
    ['qwerty', 'клавиши подряд'],
    ['йцукен', 'клавиши подряд'],
    ['фывапр', 'клавиши подряд'],
    ['Ааааа', 'одна буква 4 раза подряд'],
    ['ываываыва', 'повтор слога'],
    ['asdasdasd', 'повтор слога'],
  ])('flags %s (%s)', (word, why) => {
    expect(gibberishWord(word)).toBe(why);
  });

  it('names the first suspicious word of a text', () => {
    expect(gibberish('Пётр ывфывфывф')).toEqual({ word: 'ывфывфывф', why: 'повтор слога' });
  });

  it('lets short words and abbreviations pass', () => {
    expect(gibberish('ИП ПФР НПФ КРСТ')).toBeNull();
  });
});

describe('disposable addresses', () => {
  it('knows throw-away services and their sub-domains', async () => {
    expect(await disposableDomain('bot@mailinator.com')).toBe('mailinator.com');
    expect(await disposableDomain('bot@Mailinator.COM')).toBe('mailinator.com');
    expect(await disposableDomain('bot@x.mailinator.com')).toBe('mailinator.com');
  });

  it('passes ordinary mailboxes and company domains', async () => {
    for (const email of ['olga@mail.ru', 'olga@yandex.ru', 'olga@gmail.com', 'olga@romashka.ru', 'no-at-sign'])
      expect(await disposableDomain(email)).toBeNull();
  });
});

describe('spamReasons', () => {
  const clean: Submission = {
    kind: 'trial',
    email: 'olga@romashka.ru',
    texts: [
      ['ФИО', 'Ольга Смирнова'],
      ['Компания', 'ООО Ромашка'],
    ],
    captcha: { score: 0.9, status: 'verified' },
    minScore: 0.5,
    fillMs: 15_000,
  };

  it('finds nothing in a submission a person made', async () => {
    expect(await spamReasons(clean)).toEqual([]);
  });

  it('flags a low captcha score, but not a captcha that was off or unreachable', async () => {
    expect(await spamReasons({ ...clean, captcha: { score: 0.1, status: 'verified' } })).toEqual(['низкая оценка капчи: 0.1']);
    expect(await spamReasons({ ...clean, captcha: { score: null, status: 'off' } })).toEqual([]);
    expect(await spamReasons({ ...clean, captcha: { score: null, status: 'unverified' } })).toEqual([]);
  });

  it('flags gibberish by field, without repeating what was typed', async () => {
    expect(await spamReasons({ ...clean, texts: [['ФИО', 'йцукен фыва']] })).toEqual(['бессмыслица в поле «ФИО»: клавиши подряд']);
  });

  it('flags a throw-away address on trial and demo forms only', async () => {
    expect(await spamReasons({ ...clean, email: 'x@mailinator.com' })).toEqual(['одноразовый адрес e-mail: mailinator.com']);
    expect(await spamReasons({ ...clean, kind: 'question', email: 'x@mailinator.com' })).toEqual([]);
    // A form built in «Формы» goes to sales too.
    expect(await spamReasons({ ...clean, kind: 'form', email: 'x@mailinator.com' })).toEqual(['одноразовый адрес e-mail: mailinator.com']);
  });

  it('flags a form filled faster than a person can', async () => {
    expect(await spamReasons({ ...clean, fillMs: 300 })).toEqual(['заполнена за 0,3 с']);
    expect(await spamReasons({ ...clean, fillMs: MIN_FILL_MS })).toEqual([]);
    expect(await spamReasons({ ...clean, fillMs: undefined })).toEqual([]);
  });
});
