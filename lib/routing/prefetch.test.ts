import { guardPrefetch, prefetchAllowed } from './prefetch';

describe('link prefetching', () => {
  it('is skipped on 2g and with data saver, allowed otherwise', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it('stops the router fetching page data while the connection is slow, and resumes after', async () => {
    const fetched: string[] = [];
    const router = { prefetch: async (url: string) => void fetched.push(url) };
    let conn = { effectiveType: '2g' };
    guardPrefetch(router, () => conn);
    await router.prefetch('/archiving/');
    expect(fetched).toEqual([]);
    conn = { effectiveType: '4g' };
    await router.prefetch('/archiving/');
    expect(fetched).toEqual(['/archiving/']);
  });
});
