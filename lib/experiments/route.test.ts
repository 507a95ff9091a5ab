/** @jest-environment node */
import { NextRequest } from 'next/server';

const test = (id: number, path: string, control: number, variant: number) => ({
  id,
  name: 'Проверка',
  path,
  blockId: 1,
  goal: 'demo',
  variants: [
    { id: control, name: 'Контроль', weight: 0, hasBlock: false },
    { id: variant, name: 'Вариант Б', weight: 1, hasBlock: true },
  ],
});

jest.mock('./running', () => ({
  runningExperiments: async () =>
    new Map([
      ['/archiving/', test(7, '/archiving/', 10, 11)],
      ['/', test(8, '/', 20, 21)],
    ]),
}));

import { experimentRoute } from './route';

/** As the proxy gets requests: paths without the base path. */
const nextConfig = { basePath: '/ru/products/ecm', trailingSlash: true };
const request = (cookie: string, headers: Record<string, string> = {}, path = '/archiving/') =>
  new NextRequest(`http://localhost/ru/products/ecm${path}`, { headers: { cookie, ...headers }, nextConfig });
/** The page data of a client-side navigation, as the router fetches it. */
const dataRequest = (cookie: string, file: string, headers: Record<string, string> = {}) =>
  request(cookie, { 'x-nextjs-data': '1', ...headers }, `/_next/data/build-1/${file}`);

describe('the proxy part of an A/B test', () => {
  // This process's count of variant 11 (lib/shared/shared-counts.ts keeps it on globalThis, keyed by the id as text).
  const counts = () => (globalThis as { __ecmVariantVisits?: Map<string, number> }).__ecmVariantVisits?.get('11') ?? 0;

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

  it('gives the home page its variant', async () => {
    const r = await experimentRoute(request('cookies-approved=true; ab_8=21', {}, '/'));
    expect(new URL(r.headers.get('x-middleware-rewrite')!).pathname).toBe('/ru/products/ecm/_ab/21/');
  });

  it("rewrites the page data of a client-side navigation to the variant's page data", async () => {
    for (const [file, rewritten] of [
      ['archiving.json', '/ru/products/ecm/_next/data/build-1/_ab/11/archiving.json'],
      ['index.json', '/ru/products/ecm/_next/data/build-1/_ab/21.json'],
    ]) {
      const r = await experimentRoute(dataRequest('cookies-approved=true; ab_7=11; ab_8=21', file!));
      expect(new URL(r.headers.get('x-middleware-rewrite')!).pathname).toBe(rewritten);
    }
    // A first visit by a link is assigned and counted like a full load.
    const before = counts();
    const first = await experimentRoute(dataRequest('cookies-approved=true', 'archiving.json'));
    expect(first.headers.get('set-cookie')).toContain('ab_7=11');
    expect(counts()).toBe(before + 1);
  });

  it("keeps a link's prefetch of page data for a visitor without a variant out of the router's cache", async () => {
    const before = counts();
    const r = await experimentRoute(dataRequest('cookies-approved=true', 'archiving.json', { 'x-middleware-prefetch': '1' }));
    expect(r.headers.get('x-middleware-skip')).toBe('1');
    expect(r.headers.get('x-middleware-rewrite')).toBeNull();
    expect(r.headers.get('set-cookie')).toBeNull();
    expect(counts()).toBe(before);
    // Without consent the control's data is what the visitor gets anyway.
    const outside = await experimentRoute(dataRequest('', 'archiving.json', { 'x-middleware-prefetch': '1' }));
    expect(outside.headers.get('x-middleware-skip')).toBeNull();
  });

  it('answers 404 to a variant page asked for directly', async () => {
    const r = await experimentRoute(new NextRequest('http://localhost/ru/products/ecm/_ab/11/archiving/', { nextConfig }));
    expect(r.status).toBe(404);
  });
});
