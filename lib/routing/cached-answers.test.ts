/** @jest-environment node */
// What the ISR cache handlers serve and store for the requests no proxy sees (docs/adr/0024):
// the site's decisions (./cached-answers.ts), and the handlers' side of them (lib/shared/routed-cache.mjs).
import * as sharedCacheControls from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';
import { keepsAnswer, routed, servesStored } from '@/lib/shared/routed-cache.mjs';
import { cachedAnswers, registerCachedAnswers } from './cached-answers';
import { guardTable } from './route-guards';
import { redirectTable } from './redirect-rules';

const pages = new Set(['/', '/archiving/', '/thanks/', '/members/']);
let drafts = false;
jest.mock('./unknown-paths', () => ({ mayBePage: (path: string) => Promise.resolve(pages.has(path)) }));
jest.mock('@/lib/cms', () => ({ visitorsSeeDrafts: () => drafts }));
jest.mock('./redirect-source', () => ({
  cachedRedirects: () => ({
    table: redirectTable([
      { from: '/old-archive/', to: '/archiving/', status_code: '308' },
      { from: '/thanks/', to: '/archiving/', status_code: '307' },
      { from: '/loop-a/', to: '/loop-b/', status_code: '308' },
      { from: '/loop-b/', to: '/loop-a/', status_code: '308' },
    ]),
    mainSiteUrl: null,
    guards: guardTable([{ path: '/members/', guards: ['noindex', 'members-only'] }]),
  }),
}));

const lifetimes = (sharedCacheControls as unknown as { SharedCacheControls: { cacheControls: Map<string, unknown> } }).SharedCacheControls
  .cacheControls;
/** A storage key as Next names a path's entry of the block pages' route. */
const key = (path: string) => `/route-cache/PAGES/abc123/$${path === '/' ? '/index' : path}`;

afterEach(() => {
  drafts = false;
  delete (globalThis as { __ecmCachedAnswers?: unknown }).__ecmCachedAnswers;
  lifetimes.clear();
});

describe('the answers a cache handler serves and stores', () => {
  it('serves a page, an A/B variant of one; not a redirected path, a page naming an unknown guard or a path that is no page', async () => {
    const served = async (path: string) => cachedAnswers.servesStored(path);
    expect(await Promise.all(['/', '/archiving', '/_ab/12/archiving', '/_ab/12/no-page'].map(served))).toEqual([true, true, true, false]);
    // /thanks/ is a page, but a redirect names its address: the redirect is answered.
    expect(await Promise.all(['/old-archive', '/thanks', '/members', '/made-up', '/loop-a'].map(served))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    // The develop content environment shows drafts to everyone: any path may be a page there.
    drafts = true;
    expect(await served('/made-up')).toBe(true);
  });

  it("stores a page, a page's own redirect and a page's 404; not a CMS redirect or a 404 of a path that is no page", async () => {
    const kept = async (path: string, answer: 'page' | 'redirect' | 'notFound') => cachedAnswers.keepsAnswer(path, answer);
    expect(await kept('/made-up', 'page')).toBe(true);
    expect(await kept('/news/an-item', 'redirect')).toBe(true);
    expect(await kept('/old-archive', 'redirect')).toBe(false);
    expect(await kept('/archiving', 'notFound')).toBe(true);
    expect(await kept('/made-up', 'notFound')).toBe(false);
    expect(await kept('/_ab/12/made-up', 'notFound')).toBe(false);
  });

  it('the handlers: serve and store everything until the server registers the decisions', async () => {
    lifetimes.set(key('/made-up'), { revalidate: 1 });
    expect(await servesStored(key('/made-up'))).toBe(true);
    expect(await keepsAnswer(key('/made-up'), null)).toBe(true);
    expect(lifetimes.has(key('/made-up'))).toBe(true);
  });

  it("the handlers: an answer left unstored leaves no lifetime in Next's map", async () => {
    registerCachedAnswers();
    lifetimes.set(key('/made-up'), { revalidate: 1 });
    lifetimes.set(key('/archiving'), { revalidate: 300 });
    expect(await servesStored(key('/made-up'))).toBe(false);
    expect(await keepsAnswer(key('/made-up'), null)).toBe(false);
    expect(await keepsAnswer(key('/old-archive'), { kind: 'REDIRECT' })).toBe(false);
    expect(await keepsAnswer(key('/archiving'), null)).toBe(true);
    expect(await keepsAnswer(key('/'), { kind: 'PAGES' })).toBe(true);
    expect([...lifetimes.keys()]).toEqual([key('/archiving')]);
  });

  it('the Redis handler: a miss for what is not served, nothing written for what is not stored', async () => {
    registerCachedAnswers();
    const stored = new Map<string, unknown>([[key('/thanks'), { value: { kind: 'PAGES' } }]]);
    const handler = routed({
      name: 'test',
      get: async (k: string) => stored.get(k) ?? null,
      set: async (k: string, v: unknown) => void stored.set(k, v),
    });
    expect(handler.name).toBe('test-routed');
    expect(await handler.get(key('/thanks'))).toBeNull();
    await handler.set(key('/made-up'), { value: null });
    await handler.set(key('/archiving'), { value: { kind: 'PAGES' } });
    expect([...stored.keys()]).toEqual([key('/thanks'), key('/archiving')]);
    expect(await handler.get(key('/archiving'))).toEqual({ value: { kind: 'PAGES' } });
  });
});
