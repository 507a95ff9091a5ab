import { redirectTable } from './redirect-rules';
import { redirectCache, type RedirectData } from './redirect-source';

const data = (to: string): RedirectData => ({
  table: redirectTable([{ from: '/x/', to, status_code: '308' }]),
  mainSiteUrl: null,
  guards: new Map(),
});

describe('redirect cache', () => {
  it('reads once per TTL and serves the cached table in between', async () => {
    let clock = 1;
    const load = jest.fn(async () => data('/one/'));
    const get = redirectCache(load, () => clock, 1000).get;
    expect((await get()).table.get('/x/')?.to).toBe('/one/');
    clock = 501;
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refreshes in the background after the TTL and keeps the last good table when a read fails', async () => {
    let clock = 1;
    const answers: (RedirectData | null)[] = [data('/one/'), data('/two/'), null];
    const load = jest.fn(async () => answers.shift() ?? null);
    const get = redirectCache(load, () => clock, 1000).get;
    await get();
    clock = 2001;
    expect((await get()).table.get('/x/')?.to).toBe('/one/'); // stale while refreshing
    await new Promise((r) => setTimeout(r, 0));
    expect((await get()).table.get('/x/')?.to).toBe('/two/');
    clock = 4001;
    await get();
    await new Promise((r) => setTimeout(r, 0));
    expect((await get()).table.get('/x/')?.to).toBe('/two/');
  });

  it('answers without a promise once it holds a table, also while a stale one is read again', async () => {
    let clock = 1;
    const { get } = redirectCache(
      async () => data('/one/'),
      () => clock,
      1000,
    );
    expect(get()).toBeInstanceOf(Promise); // the first read is waited for
    await get();
    expect(get()).not.toBeInstanceOf(Promise);
    clock = 5001;
    expect((get() as RedirectData).table.get('/x/')?.to).toBe('/one/');
  });

  it('answers with no redirects when the CMS cannot be read at all', async () => {
    const { get } = redirectCache(async () => {
      throw new Error('down');
    });
    expect((await get()).table.size).toBe(0);
  });
});
