/** @jest-environment node */
import { cmsQuery, CmsUnavailableError } from './client';
import { forgetPageIndex, PAGE_INDEX_TTL_MS, publishedPathExists } from './page-index';

jest.mock('./client', () => ({ ...jest.requireActual('./client'), cmsQuery: jest.fn() }));
const query = cmsQuery as jest.Mock;
const answer = (...paths: string[]) => ({ ok: true, data: { pages: paths.map((path) => ({ path })) } });

describe('index of published page paths', () => {
  beforeEach(() => {
    query.mockReset();
    forgetPageIndex();
  });

  it('answers many look-ups, also concurrent ones, from one CMS read', async () => {
    query.mockResolvedValue(answer('/', '/archiving/'));
    const found = await Promise.all(['/archiving/', '/nope-1/', '/nope-2/', '/'].map((p) => publishedPathExists(p, 1_000)));
    expect(found).toEqual([true, false, false, true]);
    expect(await publishedPathExists('/nope-3/', 1_000 + PAGE_INDEX_TTL_MS - 1)).toBe(false);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('reads again once the index is a few seconds old or was dropped after a content change', async () => {
    query
      .mockResolvedValueOnce(answer('/'))
      .mockResolvedValueOnce(answer('/', '/new/'))
      .mockResolvedValueOnce(answer('/', '/new/', '/newer/'));
    expect(await publishedPathExists('/new/', 0)).toBe(false);
    expect(await publishedPathExists('/new/', PAGE_INDEX_TTL_MS)).toBe(true);
    forgetPageIndex();
    expect(await publishedPathExists('/newer/', PAGE_INDEX_TTL_MS)).toBe(true);
  });

  it('says the CMS is unavailable instead of calling a path missing when the index cannot be read', async () => {
    query.mockResolvedValue({ ok: false, error: new Error('fetch failed') });
    await expect(publishedPathExists('/archiving/')).rejects.toBeInstanceOf(CmsUnavailableError);
  });
});
