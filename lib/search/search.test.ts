/** @jest-environment node */
// Site search runs on the server only.
import { blockText, type SearchDoc } from './documents';
import { buildIndex, findDocuments } from './engine';
import { parseContentQuery as query, QueryError, runQuery } from './content-query';
import { snippet } from './snippet';
import { stem } from './stem';

const doc = (id: string, fields: Partial<SearchDoc>): SearchDoc => ({
  id,
  type: 'page',
  path: `/${id}/`,
  title: '',
  description: '',
  text: '',
  date: null,
  ...fields,
});

const docs = [
  doc('contracts', { title: 'Управление договорами', text: 'Маршруты согласования договора и контроль сроков.', date: '2026-03-01' }),
  doc('archive', { title: 'Электронный архив', text: 'Хранение документов 50 лет.', date: '2026-05-01' }),
  doc('news-1', { type: 'news', path: '/news/approval/', title: 'Согласование в мобильном приложении', date: '2026-10-01' }),
  doc('prices', { path: '/prices/saas/', title: 'Цены SaaS', date: '2026-01-01' }),
];

describe('Russian word forms', () => {
  it('bring forms of a word to one stem', () => {
    expect(stem('договоров')).toBe(stem('договор'));
    expect(stem('согласования')).toBe(stem('согласование'));
    // Snowball alone would make «архив» «арх» but «архивы» «архив».
    expect(stem('архив')).toBe(stem('архивы'));
  });
});

describe('search index', () => {
  it('finds every form of the words and ranks title matches first', async () => {
    const index = await buildIndex(docs);
    const ids = async (q: string) => (await findDocuments(index, q)).map((h) => h.doc.id);
    expect(await ids('договоров')).toEqual(['contracts']);
    expect((await ids('согласование')).slice(0, 2)).toEqual(['news-1', 'contracts']);
    expect(await ids('архивы')).toEqual(['archive']);
    expect(await ids('квантовый')).toEqual([]);
  });
});

describe('snippets', () => {
  it('mark the words found in any form, with a little context', () => {
    const text = `${'Вступление. '.repeat(20)}Маршруты согласования договора и контроль сроков.`;
    const parts = snippet(text, 'согласование договоров', 80);
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['согласования', 'договора']);
    expect(parts[0]).toEqual({ text: '…', hit: false });
  });
});

describe('block text', () => {
  it('takes what visitors read and leaves settings and addresses out', () => {
    const block = {
      __typename: 'block_hero',
      id: '1',
      theme: 'dark',
      title: 'Заголовок',
      text: '<p>Текст&nbsp;блока</p>',
      primary_href: '/try/',
      items: [{ title: 'Карточка' }],
    };
    expect(blockText(block)).toEqual(['Заголовок', 'Текст блока', 'Карточка']);
  });
});

describe('content queries', () => {
  const all = docs.map((d) => ({ doc: d }));

  it('filter with where, sort, page with skip and limit, and count the total', () => {
    const r = runQuery(
      query({ where: { date: { $gte: '2026-02-01' } }, sortBy: [{ date: 'desc' }], limit: 2, skip: 1, only: ['path'] }),
      all,
    );
    expect(r).toEqual({ total: 3, data: [{ path: '/archive/' }, { path: '/contracts/' }] });
  });

  it('match paths below a given one with deep, and combine conditions', () => {
    expect(runQuery(query({ where: { path: '/prices/' }, deep: true, only: ['id'] }), all).data).toEqual([{ id: 'prices' }]);
    expect(runQuery(query({ where: { path: '/prices/' }, only: ['id'] }), all).data).toEqual([]);
    const either = runQuery(query({ where: { $or: [{ type: 'news' }, { title: { $contains: 'архив' } }] }, only: ['id'] }), all);
    expect(either.data).toEqual([{ id: 'archive' }, { id: 'news-1' }]);
  });

  it('return the neighbours of a path and leave the text out unless asked', () => {
    const r = runQuery(query({ sortBy: [{ date: 'asc' }], surround: '/contracts/', without: ['snippet'] }), all);
    expect(r.surround?.map((d) => d?.id)).toEqual(['prices', 'archive']);
    expect(r.data[0]).not.toHaveProperty('text');
    expect(runQuery(query({ text: true, limit: 1 }), all).data[0]).toHaveProperty('text');
  });

  it('refuse unknown fields, operators and parameters with a reason', () => {
    expect(() => runQuery(query({ where: { secret: 1 } }), all)).toThrow(QueryError);
    expect(() => runQuery(query({ where: { date: { $regex: '.' } } }), all)).toThrow('неизвестный оператор $regex');
    expect(() => runQuery(query({ sortBy: [{ date: 'up' }] }), all)).toThrow(QueryError);
    expect(() => query({ limit: 1000 })).toThrow();
    expect(() => query({ limit: '5' })).toThrow();
    expect(() => query({ drop: true })).toThrow('неизвестный параметр drop');
  });
});
