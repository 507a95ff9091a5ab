import { guardEffects, guardsOf, guardTable, refusedByGuards, runGuards, UnknownRouteGuardError } from './route-guards';

describe('route guards', () => {
  it('answers 500 "Unknown middleware {name}" for the first name the site does not know', () => {
    expect(runGuards(['noindex', 'auth', 'other'])).toEqual({ ok: false, status: 500, message: 'Unknown middleware auth' });
    // Names are not looked up among Object.prototype's members.
    expect(runGuards(['constructor'])).toEqual({ ok: false, status: 500, message: 'Unknown middleware constructor' });
  });

  it('runs the known ones: noindex keeps the page out of search engines', () => {
    expect(runGuards(['noindex'])).toEqual({ ok: true, effects: { robots: 'noindex, nofollow' } });
    expect(runGuards([])).toEqual({ ok: true, effects: {} });
  });

  it("gives a page's render the effects of its guards, or fails it on an unknown name", () => {
    expect(guardEffects([' noindex ', null])).toEqual({ robots: 'noindex, nofollow' });
    expect(guardEffects(null)).toEqual({});
    expect(() => guardEffects(['noindex', 'members-only'])).toThrow(new UnknownRouteGuardError('Unknown middleware members-only'));
  });

  it('builds the table from the pages that name guards', () => {
    const table = guardTable([
      { path: '/thanks/', guards: [' noindex ', ''] },
      { path: '/plain/', guards: null },
      { path: '/empty/', guards: [' '] },
      { path: null, guards: ['noindex'] },
      null,
    ]);
    expect([...table]).toEqual([['/thanks/', ['noindex']]]);
  });

  it("finds a page's guards by the path a request names, page data and the home page included", () => {
    const table = guardTable([
      { path: '/thanks/', guards: ['noindex'] },
      { path: '/', guards: ['noindex'] },
    ]);
    // `/thanks` is how the proxy sees the page data of /thanks/.
    for (const path of ['/thanks/', '/thanks', '/']) expect(guardsOf(table, path)).toEqual(['noindex']);
    expect(guardsOf(table, '/other/')).toEqual([]);
  });

  it('tells which pages a render would refuse', () => {
    const table = guardTable([
      { path: '/thanks/', guards: ['noindex'] },
      { path: '/members/', guards: ['noindex', 'members-only'] },
    ]);
    expect(['/thanks', '/members', '/members/', '/other/'].map((p) => refusedByGuards(table, p))).toEqual([false, true, true, false]);
  });
});
