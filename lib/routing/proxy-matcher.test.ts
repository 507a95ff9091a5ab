/** @jest-environment node */
// Which requests pass the proxy (proxy.ts, `config.matcher`; docs/adr/0024), compiled and matched
// by the pinned Next version's own functions, as its router does before it builds anything for the proxy.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as staticInfo from 'next/dist/build/analysis/get-page-static-info.js';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher.js';
import { config } from '@/proxy';
import { UTM_KEYS } from '@/lib/leads/contract';
import { BASE_PATH } from './base-path';

// Exported by the module, though not by its types: how `next build` compiles the matcher.
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: { basePath: string }) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, { basePath: BASE_PATH }));

/** Whether a request of `url` (a site address, without the base path) with `cookie` passes the proxy. */
function proxied(url: string, cookie = ''): boolean {
  const { pathname, searchParams } = new URL(url, 'http://site');
  return matches(`${BASE_PATH}${pathname}`, { headers: { cookie } } as never, Object.fromEntries(searchParams));
}

const BUILD = 'AbC123xYz';

describe('the proxy sees', () => {
  it('no request of a block page without cookies or utm tags: a cached page is served without it', () => {
    for (const url of [
      '/',
      '/archiving/',
      '/solutions/contracts/',
      '/no-such-page/',
      `/_next/data/${BUILD}/index.json`,
      `/_next/data/${BUILD}/archiving.json`,
    ])
      expect([url, proxied(url)]).toEqual([url, false]);
    // Another cookie, or a declined consent, changes nothing; nor do other query keys.
    expect(proxied('/archiving/', 'cookies-approved=false; ab_3=7')).toBe(false);
    expect(proxied('/archiving/?gclid=1&page=2')).toBe(false);
  });

  it("a path rule's requests: upper-case letters, /articles/ and an A/B variant's own path", () => {
    for (const url of ['/Archiving/', '/solutions/Contracts/', '/articles/', '/_ab/3/archiving/'])
      expect([url, proxied(url)]).toEqual([url, true]);
    // Not Next's assets (their names have upper-case letters), files or the API.
    for (const url of [`/_next/static/chunks/A1b.js`, '/Icon.PNG', '/api/Lead/'])
      expect([url, proxied(url, 'cookies-approved=true')]).toEqual([url, false]);
  });

  it('every request of the other routes, their page data included', () => {
    for (const url of [
      '/news/',
      '/news/some-item/',
      '/news/page/2/',
      '/webinars/',
      '/webinars/a-webinar/',
      '/cases/a-case/',
      '/articles/a-post/',
      '/articles/authors/',
      '/prices/ecm/',
      '/forms/demo/',
      '/form-preview/12/',
      '/search/',
      '/subscription/',
      '/block-catalogue/',
      `/_next/data/${BUILD}/news/some-item.json`,
      `/_next/data/${BUILD}/prices/ecm.json`,
    ])
      expect([url, proxied(url)]).toEqual([url, true]);
  });

  it('every page request and page data of a visitor who accepted cookies, or of a marketer in draft mode', () => {
    for (const cookie of ['cookies-approved=true', '__prerender_bypass=abc', 'a=1; cookies-approved=true'])
      for (const url of ['/', '/archiving/', `/_next/data/${BUILD}/index.json`, `/_next/data/${BUILD}/archiving.json`])
        expect([cookie, url, proxied(url, cookie)]).toEqual([cookie, url, true]);
  });

  it('every page request with a utm tag the leads keep, so that a redirect keeps the query', () => {
    for (const key of UTM_KEYS)
      for (const url of [`/?${key}=mail`, `/old-address/?${key}=mail&x=1`]) expect([url, proxied(url)]).toEqual([url, true]);
  });

  it('lists every route of pages/ but the block pages', () => {
    const routes = readdirSync(join(process.cwd(), 'pages'))
      .filter((name) => !/^(_|api$|404\.|\[\[\.\.\.slug\]\]\.|robots\.txt\.|sitemap\.xml\.)/.test(name))
      .map((name) => name.replace(/\.tsx$/, ''));
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) expect([route, proxied(`/${route}/x/`) || proxied(`/${route}/`)]).toEqual([route, true]);
  });
});
