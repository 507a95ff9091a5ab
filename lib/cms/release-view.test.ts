import {
  itemsAfter,
  listPage,
  liveAfter,
  liveAfterFilter,
  readReleaseLayout,
  readReleaseView,
  releaseVersion,
  type ReleaseView,
} from './release-view';

const mockRest = jest.fn();
const mockPageQuery = jest.fn();
const mockReadVersion = jest.fn();
jest.mock('./client', () => ({
  ...jest.requireActual('./client'),
  cmsRest: (...args: unknown[]) => mockRest(...args),
}));
jest.mock('./page-props', () => ({
  pageQuery: (...args: unknown[]) => mockPageQuery(...args),
  must: <T>(r: { ok: true; data: T }) => r.data,
}));
jest.mock('./version-read', () => ({
  ...jest.requireActual('./version-read'),
  readVersion: (...args: unknown[]) => mockReadVersion(...args),
}));

beforeEach(() => {
  mockRest.mockReset();
  mockPageQuery.mockReset();
  mockReadVersion.mockReset();
});

const view: ReleaseView = {
  id: 3,
  name: 'Весна',
  versions: { pages: { '1': 'spring' }, navigation: { header: 'spring' } },
  whole: { pages: ['9'] },
  moved: {},
};

describe('a release as its preview reads it', () => {
  it('is the versions it promotes and the items it publishes whole, read with the preview token', async () => {
    mockRest.mockImplementation(async (_method: string, path: string) =>
      path.startsWith('/items/releases/')
        ? { id: 3, name: 'Весна' }
        : [
            { collection: 'pages', item: '1', version: { key: 'spring', delta: { path: '/spring/' } } },
            { collection: 'navigation', item: 'header', version: { key: 'spring', delta: '{"items":[]}' } },
            { collection: 'pages', item: '9', version: null },
          ],
    );
    // The page its version moves is found at its new address too.
    await expect(readReleaseView(3)).resolves.toEqual({ ...view, moved: { '/spring/': '1' } });
    for (const call of mockRest.mock.calls) expect(call[2]).toEqual({ access: 'preview' });
  });

  it('is null when the release is gone', async () => {
    const { CmsError } = jest.requireActual('./client');
    mockRest.mockRejectedValue(new CmsError('http', 'Forbidden', { status: 403 }));
    await expect(readReleaseView(4)).resolves.toBeNull();
  });

  it('shows published items and those it publishes, and names its versions', () => {
    expect(liveAfter(view, 'pages', { id: 5, status: 'published' })).toBe(true);
    expect(liveAfter(view, 'pages', { id: 9, status: 'draft' })).toBe(true);
    expect(liveAfter(view, 'pages', { id: 10, status: 'draft' })).toBe(false);
    expect(releaseVersion(view, 'pages', 1)).toBe('spring');
    expect(releaseVersion(view, 'news', 1)).toBeUndefined();
  });

  it('gives the layout its menu version, and menus no link to a draft page it does not publish', async () => {
    const item = (id: string, page: { id: string; status: string } | null) => ({
      id,
      title: id,
      page: page && { ...page, path: `/${id}/` },
    });
    mockPageQuery.mockResolvedValue({
      ok: true,
      data: {
        globals: { product_name: 'ECM' },
        navigation: [
          { id: 'header', items: [item('live', { id: '5', status: 'published' })] },
          { id: 'footer', items: [item('draft', { id: '10', status: 'draft' }), item('landing', { id: '9', status: 'draft' })] },
        ],
      },
    });
    mockReadVersion.mockResolvedValue({
      ok: true,
      data: { id: 'header', items: [item('live', { id: '5', status: 'published' }), item('new', { id: '9', status: 'draft' })] },
    });
    const layout = await readReleaseLayout(view);
    expect(mockPageQuery.mock.calls[0].slice(1)).toEqual([{ statuses: ['published'] }, 'preview']);
    expect(mockReadVersion.mock.calls[0].slice(1, 4)).toEqual(['navigation', 'header', 'spring']);
    expect(layout.navigation.map((m) => (m!.items ?? []).map((i) => [i!.id, i!.page?.path ?? null]))).toEqual([
      [
        ['live', '/live/'],
        ['new', '/new/'],
      ],
      [
        ['draft', null],
        ['landing', '/landing/'],
      ],
    ]);
    expect(layout.globals).toEqual({ product_name: 'ECM' });
  });
});

describe("a list in a release's preview", () => {
  const release: ReleaseView = { ...view, versions: { news: { '4': 'spring', '6': 'spring' } }, whole: { news: ['8'] } };
  const where = (status: object) => ({ _and: [status], language: { code: { _eq: 'ru-RU' } } });

  it('takes published items and those the release publishes, and no other draft', () => {
    expect(liveAfterFilter(release, 'news')).toEqual({ _or: [{ status: { _eq: 'published' } }, { id: { _in: ['8'] } }] });
    expect(liveAfterFilter(release, 'webinars')).toEqual({ status: { _eq: 'published' } });
  });

  it('reads the items the release has versions of as those versions, and the rest as they are', async () => {
    const read = jest.fn(async () => [
      { id: '1', title: 'Как есть' },
      { id: '8', title: 'Новая' },
    ]);
    // The version of 6 no longer passes the list's filter (say, it moves the item to another language).
    const asVersion = jest.fn(async (id: string) => (id === '4' ? { id: '4', title: 'Из релиза' } : null));
    const items = await itemsAfter(release, 'news', where, read, asVersion);
    expect(items).toEqual([
      { id: '1', title: 'Как есть' },
      { id: '8', title: 'Новая' },
      { id: '4', title: 'Из релиза' },
    ]);
    const filter = where(liveAfterFilter(release, 'news'));
    expect(read).toHaveBeenCalledWith({ _and: [filter, { id: { _nin: ['4', '6'] } }] });
    expect(asVersion.mock.calls).toEqual([
      ['4', 'spring', filter],
      ['6', 'spring', filter],
    ]);
  });

  it('reads a collection the release has no versions of with the filter alone', async () => {
    const read = jest.fn(async () => []);
    await itemsAfter(release, 'webinars', where, read, jest.fn());
    expect(read).toHaveBeenCalledWith(where({ status: { _eq: 'published' } }));
  });

  it('is sorted and paged as Directus sorts and pages the live list', () => {
    const items = [
      { id: 1, date: '2026-07-16' },
      { id: 2, date: '2026-10-28' },
      { id: 3, date: '2026-10-28' },
      { id: 4, date: null },
      { id: 5, date: '2026-12-01' },
    ];
    const ids = (p: { items: { id: number }[] }) => p.items.map((i) => i.id);
    const dated = items.filter((i) => i.date);
    expect(ids(listPage(dated, ['-date', '-id'], 0, 2))).toEqual([5, 3]);
    expect(listPage(dated, ['-date', '-id'], 2, 2)).toEqual({ items: [items[1], items[0]], total: 4 });
    // An empty value after the others ascending, before them descending; -1 is the whole list.
    expect(ids(listPage(items, ['date']))).toEqual([1, 2, 3, 5, 4]);
    expect(ids(listPage(items, ['-date'], 1, -1))).toEqual([5, 2, 3, 1]);
  });
});

describe("the header's column in a release's preview", () => {
  it('has the webinar the release publishes when it is the soonest, and is read again only for what the release changes', async () => {
    const release: ReleaseView = { ...view, versions: {}, whole: { webinars: ['9'] } };
    const soon = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString();
    const later = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
    mockPageQuery.mockImplementation(async (doc: { definitions: { name?: { value: string } }[] }, vars: { listed?: unknown }) => {
      const name = doc.definitions.find((d) => d.name)?.name?.value;
      if (name === 'WebinarList') {
        expect(vars.listed).toMatchObject({ _and: [{ _or: [{ status: { _eq: 'published' } }, { id: { _in: ['9'] } }] }] });
        return {
          ok: true,
          data: {
            upcoming: [
              { id: '1', date: later },
              { id: '9', date: soon },
            ],
            past: [],
          },
        };
      }
      return {
        ok: true,
        data: { navigation: [], upcoming_webinars: [{ id: '1', date: later }], past_webinars: [], latest_articles: [{ id: '2' }] },
      };
    });
    const layout = await readReleaseLayout(release);
    expect(layout.upcoming_webinars.map((w) => w.id)).toEqual(['9', '1']);
    expect(layout.latest_articles).toEqual([{ id: '2' }]);
    expect(mockPageQuery).toHaveBeenCalledTimes(2);
  });
});
