import { canonicalSearch, searchCacheControl, searchText } from './page';

describe('search page', () => {
  it('runs the query trimmed, its spaces collapsed, at most 200 characters', () => {
    expect(searchText('  согласование   договоров ')).toBe('согласование договоров');
    expect(searchText(['архив', 'x'])).toBe('архив');
    expect(searchText(undefined)).toBe('');
    expect(searchText('я'.repeat(300))).toHaveLength(200);
  });

  const found = { total: 3, data: [] };
  it('lets shared caches keep the empty page and a query that found something at its canonical address only', () => {
    const q = 'договоров';
    expect(searchCacheControl({ q: '', search: '', answer: null, preview: false })).toMatch(/^public, s-maxage=/);
    expect(searchCacheControl({ q, search: canonicalSearch(q), answer: found, preview: false })).toMatch(/^public, s-maxage=60\b/);
    // The same query under other keys, a query that found nothing, a search that is down, preview.
    expect(searchCacheControl({ q, search: `${canonicalSearch(q)}&x=1`, answer: found, preview: false })).toBe('private, no-store');
    expect(searchCacheControl({ q: '', search: '?x=1', answer: null, preview: false })).toBe('private, no-store');
    expect(searchCacheControl({ q: 'ывапролд', search: canonicalSearch('ывапролд'), answer: { total: 0, data: [] }, preview: false })).toBe(
      'private, no-store',
    );
    expect(searchCacheControl({ q, search: canonicalSearch(q), answer: { unavailable: true }, preview: false })).toBe('private, no-store');
    expect(searchCacheControl({ q, search: canonicalSearch(q), answer: found, preview: true })).toBe('private, no-store');
  });
});
