import { CmsUnavailableError } from '@/lib/cms/client';
import { readArticle, readNews, readNewsListing, readWebinarListing } from './reads';

const mockPageQuery = jest.fn();
jest.mock('@/lib/cms/page-props', () => ({
  pageQuery: (...args: unknown[]) => mockPageQuery(...args),
  readLayout: async () => 'layout',
  must: <T>(r: { ok: boolean; data: T; error?: { message: string } }, what: string) => {
    if (!r.ok) throw new (jest.requireActual('@/lib/cms/client').CmsUnavailableError)(`${what}: ${r.error?.message}`);
    return r.data;
  },
  chromeOf: (layout: unknown, preview: boolean) => ({ layout, preview }),
}));
jest.mock('@/lib/cms/visibility', () => ({
  visibility: (preview: boolean) =>
    preview ? { statuses: ['published', 'draft'], readAs: 'preview' } : { statuses: ['published'], readAs: 'public' },
}));

const docName = (doc: { definitions: { name?: { value: string } }[] }) => doc.definitions.find((d) => d.name)?.name?.value;

beforeEach(() => mockPageQuery.mockReset());

describe('reading one item by slug', () => {
  it('shows the item found by its slug beside the layout, and ignores a version outside preview', async () => {
    mockPageQuery.mockResolvedValue({ ok: true, data: { news: [{ id: 7, title: 'Как есть' }] } });
    await expect(readNews('a', false, { version: 'v1' })).resolves.toEqual({
      item: { id: 7, title: 'Как есть' },
      layout: 'layout',
      preview: false,
    });
    expect(mockPageQuery).toHaveBeenCalledTimes(1);
    expect(mockPageQuery.mock.calls[0][2]).toBe('public');
  });

  it('reads the item again in the content version when previewing one', async () => {
    mockPageQuery.mockImplementation(async (doc) =>
      docName(doc) === 'ArticleBySlug'
        ? { ok: true, data: { articles: [{ id: 3, title: 'Как есть' }] } }
        : { ok: true, data: { articles_by_id: { id: 3, title: 'В версии' } } },
    );
    const { item } = await readArticle('a', true, { version: 'v1' });
    expect(item).toEqual({ id: 3, title: 'В версии' });
    expect(docName(mockPageQuery.mock.calls[1][0])).toBe('ArticleVersion');
    expect(mockPageQuery.mock.calls[1].slice(1)).toEqual([{ id: '3', version: 'v1', statuses: ['published', 'draft'] }, 'preview']);
  });

  it('shows nothing for a version Directus does not know, and throws when the slug cannot be read', async () => {
    mockPageQuery.mockImplementation(async (doc) =>
      docName(doc) === 'NewsBySlug'
        ? { ok: true, data: { news: [{ id: 3 }] } }
        : { ok: false, error: { kind: 'http', message: 'no such version' } },
    );
    await expect(readNews('a', true, { version: 'gone' })).resolves.toMatchObject({ item: null });
    mockPageQuery.mockResolvedValue({ ok: false, error: { kind: 'network', message: 'down' } });
    await expect(readNews('a', false)).rejects.toBeInstanceOf(CmsUnavailableError);
  });
});

describe("a list in a release's preview", () => {
  const release = { id: 3, name: 'Весна', versions: {}, whole: { news: ['8'], webinars: ['9'] }, moved: {} };

  it('reads the live and the new news with the preview token, all of them, and pages them as the live list', async () => {
    const news = Array.from({ length: 8 }, (_, i) => ({ id: String(i + 1), date: `2026-0${i + 1}-01` }));
    mockPageQuery.mockResolvedValue({ ok: true, data: { news } });
    const { items, total } = await readNewsListing(2, false, release);
    expect(total).toBe(8);
    // Latest first, six a page: the second page has the two oldest.
    expect(items.map((n) => n.id)).toEqual(['2', '1']);
    const [doc, vars, readAs] = mockPageQuery.mock.calls[0];
    expect(docName(doc)).toBe('NewsList');
    expect(readAs).toBe('preview');
    expect(vars).toMatchObject({ limit: -1, offset: 0 });
    expect(vars.shown).toEqual({
      _and: [{ _or: [{ status: { _eq: 'published' } }, { id: { _in: ['8'] } }] }],
      language: { code: { _eq: 'ru-RU' } },
      product: { name: { _eq: 'ECM' } },
    });
  });

  it('splits webinars at the window as the live list does, upcoming soonest first', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    mockPageQuery.mockResolvedValue({
      ok: true,
      data: {
        upcoming: [{ id: '2', date: '2026-06-20T10:00:00Z' }],
        past: [{ id: '1', date: '2026-05-01T10:00:00Z' }],
      },
    });
    // A webinar the query read as upcoming two hours before the window is past by the site's own clock.
    mockPageQuery.mockResolvedValueOnce({
      ok: true,
      data: {
        upcoming: [
          { id: '3', date: '2026-06-10T10:00:00Z' },
          { id: '2', date: '2026-06-05T10:00:00Z' },
          { id: '4', date: '2026-06-01T14:00:00Z' },
        ],
        past: [{ id: '1', date: '2026-05-01T10:00:00Z' }],
      },
    });
    const listing = await readWebinarListing(1, false, now, release);
    expect(listing).toEqual({
      upcoming: [
        { id: '2', date: '2026-06-05T10:00:00Z' },
        { id: '3', date: '2026-06-10T10:00:00Z' },
      ],
      past: [
        { id: '4', date: '2026-06-01T14:00:00Z' },
        { id: '1', date: '2026-05-01T10:00:00Z' },
      ],
      pastTotal: 2,
    });
    expect(mockPageQuery.mock.calls[0][1].listed._or).toEqual([{ hide_in_list: { _null: true } }, { hide_in_list: { _eq: false } }]);
  });
});
