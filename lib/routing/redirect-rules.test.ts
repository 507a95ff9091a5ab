import { cmsRedirect, decideRedirect, leavesTheSite, lowerCaseRedirect, redirectTable } from './redirect-rules';

const table = redirectTable([
  { from: '/old/', to: '/new/', status_code: '308' },
  { from: '/a/', to: '/b/', status_code: '308' },
  { from: '/b/', to: '/c/', status_code: '307' },
  { from: '/loop-1/', to: '/loop-2/', status_code: '308' },
  { from: '/loop-2/', to: '/loop-1/', status_code: '308' },
  { from: '/out/', to: 'https://elma365.com/ru/', status_code: '308' },
  { from: '/self/', to: '/self/', status_code: '308' },
  { from: '/bad-target/', to: 'javascript:alert(1)', status_code: '308' },
  null,
]);

describe('redirect rules', () => {
  it('sends an upper-case path to its lower-case path, keeping the query', () => {
    expect(decideRedirect('/Archiving/', '?utm_source=x', table)).toEqual({
      location: '/ru/products/ecm/archiving/?utm_source=x',
      status: 308,
    });
  });

  it('does not treat percent-encoded bytes as upper case', () => {
    expect(lowerCaseRedirect('/%D0%BF%D1%80/')).toBeNull();
    expect(lowerCaseRedirect('/%D0%9F/')).toBe('/%D0%BF/');
  });

  it('sends /articles/ to the main site, but not the articles below it', () => {
    expect(decideRedirect('/articles/', '', table, 'https://elma365.com/ru/')).toEqual({
      location: 'https://elma365.com/ru/articles/',
      status: 308,
    });
    expect(decideRedirect('/articles/', '', table, null)?.location).toBe('https://elma365.com/ru/articles/');
    expect(decideRedirect('/articles/some-article/', '', table, 'https://elma365.com/ru/')).toBeNull();
    expect(decideRedirect('/articles/authors/', '', table, 'https://elma365.com/ru/')).toBeNull();
    // Its links are followed as any link, never as the app's navigation: it has no page.
    expect(leavesTheSite('/articles/')).toBe(true);
    expect(leavesTheSite('/articles/some-article/')).toBe(false);
  });

  it('applies a CMS redirect with its status code', () => {
    expect(decideRedirect('/old/', '', table)).toEqual({ location: '/ru/products/ecm/new/', status: 308 });
    expect(decideRedirect('/out/', '?x=1', table)).toEqual({ location: 'https://elma365.com/ru/', status: 308 });
  });

  it('collapses a chain into one hop, temporary if any hop is', () => {
    expect(cmsRedirect('/a/', table)).toEqual({ to: '/c/', status: 307 });
  });

  it('ignores loops, self-redirects and targets that are neither paths nor web addresses', () => {
    expect(decideRedirect('/loop-1/', '', table)).toBeNull();
    expect(decideRedirect('/self/', '', table)).toBeNull();
    expect(decideRedirect('/bad-target/', '', table)).toBeNull();
  });

  it('leaves other paths alone', () => {
    expect(decideRedirect('/prices/', '', table)).toBeNull();
    expect(decideRedirect('/', '', table)).toBeNull();
  });
});
