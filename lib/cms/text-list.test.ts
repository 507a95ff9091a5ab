import { textList } from './text-list';
import { csvToTextList } from '@/cms/migrations/20261123A-text-lists-from-csv.mjs';

describe('textList', () => {
  it('keeps commas, repeated entries and order', () => {
    expect(textList([{ text: 'Хранение 1,5 года' }, { text: '+' }, { text: '+' }])).toEqual(['Хранение 1,5 года', '+', '+']);
  });

  it('keeps an emptied entry in its place, so the cells after it stay in their columns', () => {
    expect(textList([{ text: 'Поддержка' }, { text: null }, {}, { text: '+' }])).toEqual(['Поддержка', '', '', '+']);
  });

  it('reads plain strings and skips what is not text', () => {
    expect(textList(['a', 1, [], { text: 'b' }])).toEqual(['a', 'b']);
    expect(textList(null)).toEqual([]);
    expect(textList('a,b')).toEqual([]);
  });
});

describe('csvToTextList (the migration of stored csv values)', () => {
  it('turns comma-joined text into the list Directus read from it', () => {
    const list = csvToTextList('Маршруты согласования и канцелярия,+,+');
    expect(textList(JSON.parse(String(list)))).toEqual(['Маршруты согласования и канцелярия', '+', '+']);
    expect(csvToTextList('')).toBe('[]');
    expect(csvToTextList(null)).toBeNull();
  });

  it('leaves values that are lists already', () => {
    expect(csvToTextList('[{"text":"Хранение 1,5 года"}]')).toBe('[{"text":"Хранение 1,5 года"}]');
    expect(csvToTextList([{ text: 'a' }])).toEqual([{ text: 'a' }]);
  });
});
