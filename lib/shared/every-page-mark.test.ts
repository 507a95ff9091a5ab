import {
  markAware,
  markEveryPage,
  noteChange,
  noteMark,
  noteRegenerating,
  noteStored,
  pagePathOfKey,
  renderedSinceChange,
  servedEntry,
} from './every-page-mark.mjs';

type Entry = { value: { kind: string; html?: string } | null; lastModified: number };
const page = (lastModified: number, html = '<p>old</p>'): Entry => ({ value: { kind: 'PAGES', html }, lastModified });
const key = (path: string) => `/route-cache/PAGES/abc123/$${path === '/' ? '/index' : path}`;
const state = () => (globalThis as unknown as { __everyPageMark: { stale: Map<string, unknown>; at: number } }).__everyPageMark;
const outage = () => ((globalThis as { __cmsOutage?: { until: number } }).__cmsOutage ??= { until: 0 });
/** A cache handler wrapped by markAware: it reads what `get` gives, and what it lets through is `stored`. */
const recordingHandler = (get: () => Promise<unknown>) => {
  const stored: unknown[] = [];
  const handler = markAware({
    name: 'test',
    get,
    set: async (_k: string, v: unknown) => void stored.push(v),
    revalidateTag: async () => undefined,
  });
  return { handler, stored };
};

let clock = 1_000_000;
beforeEach(() => {
  clock += 10_000;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  outage().until = 0;
});
afterEach(() => jest.restoreAllMocks());

describe('every page changed at', () => {
  it('names the page path of a storage key as the revalidation route does', () => {
    expect(pagePathOfKey(key('/'))).toBe('/');
    expect(pagePathOfKey(key('/news/page/2'))).toBe('/news/page/2');
    expect(pagePathOfKey(key('/404'))).toBe('/404');
  });

  it('answers a page cached before the mark as a miss and keeps it for a failed render; a later one as it is', () => {
    const before = page(clock - 1);
    markEveryPage();
    expect(servedEntry(key('/about'), before)).toBeNull();
    expect(state().stale.get('/about')).toBe(before.value);
    const after = page(clock + 1);
    expect(servedEntry(key('/about'), after)).toBe(after);
    // Fetch-cache entries and the build's "expired tag" marker are not the mark's.
    const fetchEntry = { value: { kind: 'FETCH' }, lastModified: clock - 5 };
    expect(servedEntry('abcdef', fetchEntry)).toBe(fetchEntry);
  });

  it('a page rendered on request after the mark is fresh, until another change reaches pages', () => {
    markEveryPage();
    clock += 5;
    expect(servedEntry(key('/about'), page(clock - 100))).toBeNull();
    expect(renderedSinceChange('/about/')).toBe(false);
    noteStored(key('/about'));
    expect(renderedSinceChange('/about/')).toBe(true);
    expect(state().stale.has('/about')).toBe(false);
    // Not rendered on request: the run regenerates it.
    expect(renderedSinceChange('/contacts/')).toBe(false);
    clock += 5;
    noteChange();
    expect(renderedSinceChange('/about/')).toBe(false);
  });

  it('an older mark (another instance, late) changes nothing', () => {
    markEveryPage();
    const at = state().at;
    noteMark(at - 1_000);
    expect(state().at).toBe(at);
  });

  it('serves the old page while the CMS is down and leaves out Next storing it again after a failed regeneration', async () => {
    const old = page(clock - 1);
    markEveryPage();
    outage().until = clock + 5_000;
    const { handler, stored } = recordingHandler(async () => old);
    expect(await handler.get(key('/about'), {})).toBe(old);
    // Next's retry copy of the same page (response-cache retainPreviousCacheEntry).
    await handler.set(key('/about'), { value: old.value, lastModified: clock }, {});
    expect(stored).toEqual([]);
    // A page rendered afresh is stored.
    const fresh = { value: { kind: 'PAGES', html: '<p>new</p>' }, lastModified: clock };
    await handler.set(key('/about'), fresh, {});
    expect(stored).toEqual([fresh]);
  });

  it('leaves out a render begun before the mark, and stores one the revalidation route began after it', async () => {
    const { handler, stored } = recordingHandler(async () => page(clock - 1));
    // A background regeneration asks the cache, and the change comes while it renders.
    await handler.get(key('/news'), {});
    clock += 100;
    markEveryPage();
    clock += 100;
    const rendered = { value: { kind: 'PAGES', html: '<p>the menu before the change</p>' }, lastModified: clock };
    await handler.set(key('/news'), rendered, {});
    expect(stored).toEqual([]);
    // The run's regeneration of the page, begun after the mark.
    noteRegenerating('/news/');
    await handler.set(key('/news'), rendered, {});
    expect(stored).toEqual([rendered]);
  });

  it("leaves out the render a request after the mark joined, begun before it; keeps the run's render of a page read fresh before it", async () => {
    let entry: unknown = { ...page(clock - 400_000), cacheControl: { revalidate: 300 } };
    const { handler, stored } = recordingHandler(async () => entry);
    // The 404 page past its revalidate time: Next serves it and regenerates it in the background.
    await handler.get(key('/404'), {});
    clock += 100;
    markEveryPage();
    clock += 100;
    // The run regenerates it (its request asks the cache after the mark), and Next joins the render
    // under way: the page it stores read the menu before the change.
    noteRegenerating('/404/');
    expect(await handler.get(key('/404'), {})).toBeNull();
    const joined = { value: { kind: 'PAGES', html: '<p>the menu before the change</p>' }, lastModified: clock };
    await handler.set(key('/404'), joined, {});
    expect(stored).toEqual([]);
    // Its next request renders it afresh, and that render is stored.
    clock += 100;
    expect(await handler.get(key('/404'), {})).toBeNull();
    const fresh = { value: { kind: 'PAGES', html: '<p>the new menu</p>' }, lastModified: clock };
    await handler.set(key('/404'), fresh, {});
    expect(stored).toEqual([fresh]);

    // A page a visitor was served fresh from the cache just before the mark began no render then.
    entry = { ...page(clock - 50), cacheControl: { revalidate: 300 } };
    await handler.get(key('/prices'), {});
    clock += 100;
    markEveryPage();
    clock += 100;
    noteRegenerating('/prices/');
    await handler.get(key('/prices'), {});
    await handler.set(key('/prices'), fresh, {});
    expect(stored).toEqual([fresh, fresh]);
  });

  it('tells the other instances of a mark', () => {
    const published: number[] = [];
    const g = globalThis as unknown as { __everyPageMark: { publish: ((at: number) => void) | null } };
    g.__everyPageMark.publish = (at) => published.push(at);
    try {
      expect(markEveryPage()).toBe(clock);
      expect(published).toEqual([clock]);
    } finally {
      g.__everyPageMark.publish = null;
    }
  });
});
