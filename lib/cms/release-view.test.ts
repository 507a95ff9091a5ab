import { liveAfter, readReleaseLayout, readReleaseView, releaseVersion, type ReleaseView } from './release-view';

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
jest.mock('./version-read', () => ({ readVersion: (...args: unknown[]) => mockReadVersion(...args) }));

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
