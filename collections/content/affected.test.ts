import { contentAffectedPaths } from './affected';
import { fieldHistory, findRows } from '@/lib/cms/admin';

jest.mock('@/lib/cms/admin', () => ({ findRows: jest.fn(), fieldHistory: jest.fn() }));

const rows = findRows as jest.MockedFunction<typeof findRows>;
const history = fieldHistory as jest.MockedFunction<typeof fieldHistory>;
beforeEach(() => jest.clearAllMocks());

describe('paths affected by a content change', () => {
  it('regenerates a news item under its old and new slug and every listing page', async () => {
    rows.mockResolvedValue(Array.from({ length: 7 }, (_, i) => ({ id: i + 1 })));
    history.mockResolvedValue(['mobile-app-offline-mode', 'mobile-app-offline']);
    const change = await contentAffectedPaths('news', ['4']);
    expect(change?.paths).toEqual(
      expect.arrayContaining(['/news/', '/news/page/2/', '/news/mobile-app-offline-mode/', '/news/mobile-app-offline/']),
    );
    expect(change?.everyPage).toBe(false);
  });

  it('regenerates every page after a webinar change, for the header column', async () => {
    history.mockResolvedValue(['hr-edm']);
    rows.mockResolvedValue([]);
    const change = await contentAffectedPaths('webinars', ['2']);
    expect(change).toEqual({ paths: ['/webinars/hr-edm/', '/webinars/', '/webinars/page/2/'], everyPage: true });
  });

  it('regenerates an author page and their articles after a social link change', async () => {
    history.mockResolvedValueOnce([3]).mockResolvedValueOnce(['irina-belova']).mockResolvedValueOnce(['mchd-step-by-step']);
    rows.mockResolvedValue([{ id: 7 }]);
    const change = await contentAffectedPaths('author_social_items', ['9']);
    expect(change).toEqual({
      paths: ['/articles/authors/', '/articles/authors/irina-belova/', '/articles/mchd-step-by-step/'],
      everyPage: false,
    });
  });

  it('leaves other collections to the page rules', async () => {
    expect(await contentAffectedPaths('pages', ['1'])).toBeNull();
  });
});
