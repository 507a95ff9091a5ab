/** @jest-environment node */
import { NextRequest } from 'next/server';

jest.mock('./running', () => ({
  runningExperiments: async () =>
    new Map([
      [
        '/archiving/',
        {
          id: 7,
          name: 'Проверка',
          path: '/archiving/',
          blockId: 1,
          goal: 'demo',
          variants: [
            { id: 10, name: 'Контроль', weight: 0, hasBlock: false },
            { id: 11, name: 'Вариант Б', weight: 1, hasBlock: true },
          ],
        },
      ],
    ]),
}));

import { experimentRoute } from './route';

/** As the proxy gets requests: paths without the base path. */
const nextConfig = { basePath: '/ru/products/ecm', trailingSlash: true };
const request = (cookie: string, headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost/ru/products/ecm/archiving/', { headers: { cookie, ...headers }, nextConfig });

describe('the proxy part of an A/B test', () => {
  const counts = () => (globalThis as { __ecmVariantVisits?: Map<number, number> }).__ecmVariantVisits?.get(11) ?? 0;

  it('rewrites a consenting visitor to the variant page, sets the cookie and counts them once', async () => {
    const before = counts();
    const r = await experimentRoute(request('cookies-approved=true'));
    expect(r.headers.get('x-middleware-rewrite')).toContain('/_ab/11/archiving/');
    expect(r.headers.get('set-cookie')).toContain('ab_7=11');
    expect(counts()).toBe(before + 1);
    const again = await experimentRoute(request('cookies-approved=true; ab_7=11'));
    expect(again.headers.get('x-middleware-rewrite')).toContain('/_ab/11/archiving/');
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(counts()).toBe(before + 1);
  });

  it('leaves visitors without consent, and prefetches, alone', async () => {
    const before = counts();
    for (const r of [
      await experimentRoute(request('ab_7=11')),
      await experimentRoute(request('cookies-approved=true', { purpose: 'prefetch' })),
      await experimentRoute(request('cookies-approved=true', { 'x-middleware-prefetch': '1' })),
    ]) {
      expect(r.headers.get('x-middleware-rewrite')).toBeNull();
      expect(r.headers.get('set-cookie')).toBeNull();
    }
    expect(counts()).toBe(before);
  });

  it('answers 404 to a variant page asked for directly', async () => {
    const r = await experimentRoute(new NextRequest('http://localhost/ru/products/ecm/_ab/11/archiving/', { nextConfig }));
    expect(r.status).toBe(404);
  });
});
