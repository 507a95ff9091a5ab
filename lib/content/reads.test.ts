import { CmsUnavailableError } from '@/lib/cms/client';
import { readArticle, readNews } from './reads';

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
