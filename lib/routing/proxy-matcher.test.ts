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
import { formPageOfPost } from './form-post-page';

// Exported by the module, though not by its types: how `next build` compiles the matcher.
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: { basePath: string }) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, { basePath: BASE_PATH }));

/** Whether a request of `url` (a site address, without the base path) with `cookie` and `headers` passes the proxy. */
function proxied(url: string, cookie = '', headers: Record<string, string> = {}): boolean {
  const { pathname, searchParams } = new URL(url, 'http://site');
  return matches(`${BASE_PATH}${pathname}`, { headers: { cookie, ...headers } } as never, Object.fromEntries(searchParams));
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

  it("a browser's own navigation or post to a lead route, which the form's page answers, and nothing else of the API", () => {
    const NAVIGATING = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };
    /** Passes the proxy, and the form page the proxy sends it to (null: the route answers). */
    const seen = (url: string, headers: Record<string, string>) => {
      const { pathname, searchParams } = new URL(url, 'http://site');
      return [proxied(url, '', headers), formPageOfPost(pathname, new Headers(headers), searchParams)];
    };
    // Every lead route a form posts to, and its form's page.
    const pages: Record<string, string> = {
      trial: 'trial',
      demo: 'demo',
      webinar: 'webinar',
      partner: 'partner',
      question: 'question',
      subscribe: 'subscribe',
      form: 'form',
      'pdf-lead': 'download',
    };
    for (const [route, page] of Object.entries(pages)) {
      const url = `/api/${route}/`;
      const form = `/forms/${page}/`;
      expect([url, seen(url, NAVIGATING)]).toEqual([url, [true, form]]);
      // Either header is enough: a browser that sends no Sec-Fetch-Mode still asks for HTML.
      expect([url, seen(`${url}?from=%2Farchiving%2F`, { 'sec-fetch-mode': 'navigate' })]).toEqual([url, [true, form]]);
      expect([url, seen(url, { accept: 'text/html' })]).toEqual([url, [true, form]]);
      // The site's own fetch and an API client keep the route's JSON; so does the unsubscribe link.
      expect([url, seen(url, { 'sec-fetch-mode': 'cors', accept: '*/*' })]).toEqual([url, [false, null]]);
      expect([url, seen(url, { accept: 'application/json' })]).toEqual([url, [false, null]]);
      expect([url, seen(`${url}?hash=abc`, NAVIGATING)]).toEqual([url, [false, null]]);
    }
    // No other API route, however it is asked for.
    for (const url of [
      '/api/lead/update/',
      '/api/form-funnel/',
      '/api/revalidate/',
      '/api/subscribe/confirm/',
      '/api/trial/x/',
      '/api/trials/',
    ])
      expect([url, seen(url, NAVIGATING)]).toEqual([url, [false, null]]);
  });

  it('lists every route of pages/ but the block pages', () => {
    const routes = readdirSync(join(process.cwd(), 'pages'))
      .filter((name) => !/^(_|api$|404\.|\[\[\.\.\.slug\]\]\.|robots\.txt\.|sitemap\.xml\.)/.test(name))
      .map((name) => name.replace(/\.tsx$/, ''));
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) expect([route, proxied(`/${route}/x/`) || proxied(`/${route}/`)]).toEqual([route, true]);
  });
});
