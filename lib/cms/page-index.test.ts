/** @jest-environment node */
import { cmsQuery, CmsUnavailableError } from './client';
import { forgetPageIndex, mayExist, PAGE_INDEX_TTL_MS, publishedPathExists } from './page-index';

jest.mock('./client', () => ({ ...jest.requireActual('./client'), cmsQuery: jest.fn() }));
const query = cmsQuery as jest.Mock;
const rows = (slugs: (string | null)[]) => slugs.map((slug) => ({ slug, date_updated: null }));
/** One answer for every query of the index: the pages, and the items of each section. */
const answer = (paths: string[], items: { news?: (string | null)[]; webinars?: string[] } = {}) => ({
  ok: true,
  data: {
    pages: paths.map((path) => ({ path })),
    news: rows(items.news ?? []),
    webinars: rows(items.webinars ?? []),
    articles: rows(['how-to-archive']),
    authors: rows(['ivanov']),
    cases: [],
  },
});

describe('index of public paths', () => {
  beforeEach(() => {
    query.mockReset();
    forgetPageIndex();
  });

  it('answers many look-ups, also concurrent ones, from one CMS read', async () => {
    query.mockResolvedValue(answer(['/', '/archiving/']));
    const found = await Promise.all(['/archiving/', '/nope-1/', '/nope-2/', '/'].map((p) => publishedPathExists(p, 1_000)));
    expect(found).toEqual([true, false, false, true]);
    expect(await publishedPathExists('/nope-3/', 1_000 + PAGE_INDEX_TTL_MS - 1)).toBe(false);
    // One read of the index: the pages and the five sections.
    expect(query).toHaveBeenCalledTimes(6);
  });

  it('reads again once the index is a few seconds old or was dropped after a content change', async () => {
    query.mockResolvedValueOnce(answer(['/'])).mockResolvedValue(answer(['/', '/new/']));
    expect(await publishedPathExists('/new/', 0)).toBe(false);
    expect(await publishedPathExists('/new/', PAGE_INDEX_TTL_MS)).toBe(true);
    query.mockResolvedValue(answer(['/', '/new/', '/newer/']));
    forgetPageIndex();
    expect(await publishedPathExists('/newer/', PAGE_INDEX_TTL_MS)).toBe(true);
  });

  it('never answers a miss after a content change from a read begun before it, and keeps serving known paths meanwhile', async () => {
    const oldReads: ((v: unknown) => void)[] = [];
    query.mockImplementation(() => new Promise((r) => oldReads.push(r)));
    const before = publishedPathExists('/brand-new/', 0);
    await new Promise((r) => setImmediate(r));
    expect(oldReads).toHaveLength(6);
    // Published meanwhile: the revalidation route says so while the first read is still under way.
    forgetPageIndex();
    query.mockResolvedValue(answer(['/', '/brand-new/']));
    const after = publishedPathExists('/brand-new/', 1);
    for (const finish of oldReads) finish(answer(['/']));
    await expect(before).resolves.toBe(false);
    await expect(after).resolves.toBe(true);
    // A change does not make known paths wait for a read.
    forgetPageIndex();
    expect(mayExist('/brand-new/')).toBe(true);
  });

  it('knows the items of the sections and their listing pages, not one page more than the items allow', async () => {
    // 13 news (one without a slug: the listing counts it too): three listing pages of six; 7 webinars: two.
    const news = [...Array.from({ length: 12 }, (_, i) => `n${i + 1}`), null];
    query.mockResolvedValue(answer(['/'], { news, webinars: ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7'] }));
    expect(await mayExist('/news/n12/')).toBe(true);
    expect(mayExist('/articles/how-to-archive/')).toBe(true);
    expect(mayExist('/articles/authors/ivanov/')).toBe(true);
    expect(mayExist('/news/page/2/')).toBe(true);
    expect(mayExist('/news/page/3/')).toBe(true);
    expect(await mayExist('/news/page/4/')).toBe(false);
    expect(mayExist('/webinars/page/2/')).toBe(true);
    expect(await mayExist('/webinars/page/3/')).toBe(false);
    expect(await mayExist('/news/made-up/')).toBe(false);
    // Section items are not CMS pages.
    expect(await publishedPathExists('/news/n12/')).toBe(false);
  });

  it('says the CMS is unavailable instead of calling a path missing when the index cannot be read', async () => {
    query.mockResolvedValue({ ok: false, error: new Error('fetch failed') });
    await expect(publishedPathExists('/archiving/')).rejects.toBeInstanceOf(CmsUnavailableError);
    // The proxy then lets the request go on to its page.
    expect(await mayExist('/archiving/')).toBe(true);
  });
});
