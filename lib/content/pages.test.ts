import { pageCount, pageHref, parsePage } from './pages';

describe('listing pages', () => {
  it('puts page 1 at the section root and later pages under page/', () => {
    expect(pageHref('/news/', 1)).toBe('/news/');
    expect(pageHref('/news/', 3)).toBe('/news/page/3/');
  });

  it('accepts page numbers from 2 and rejects anything else', () => {
    expect(parsePage('2')).toBe(2);
    for (const bad of ['1', '0', '02', '-1', 'abc', '2.5', undefined, ['2']]) expect(parsePage(bad)).toBeNull();
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });
});
