// Request-time routing rules: a browser's own post of a lead form answered by the form's page
// (lib/routing/form-post-page.ts); lower-case paths, /articles/ on the main site and the marketers'
// redirects from the CMS, which apply within seconds of a save and without a rebuild; then a 404
// for a path that is no public page, before it reaches ISR (lib/routing/unknown-paths.ts); then A/B
// tests: a visitor of a page under test is rewritten to their variant's own static page, for a full
// load and for the page data of a client-side navigation alike.
// Only the requests that need it pass here (docs/adr/0024, `config.matcher` below): Next's machinery
// for a proxy costs a cached page about 40 % of its time. A block page (the catch-all route) asked
// without the consent or draft-mode cookie and without utm tags does not: its redirects, 404s and
// route guards are its own cached answer (pipeline/page-pipeline.ts, lib/routing/cached-answers.ts).
// Once the redirect table and the list of running tests are read (each refreshed in the
// background), the proxy answers without awaiting anything.
import { NextResponse, type NextRequest } from 'next/server';
import { decideRedirect } from '@/lib/routing/redirect-rules';
import { cachedRedirects, type RedirectData } from '@/lib/routing/redirect-source';
import { experimentRoute } from '@/lib/experiments/route';
import { unknownPathAnswer } from '@/lib/routing/unknown-paths';
import { formPageOfPost } from '@/lib/routing/form-post-page';

export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const formPage = formPageOfPost(request.nextUrl.pathname, request.headers, request.nextUrl.searchParams);
  if (formPage) {
    const url = request.nextUrl.clone();
    url.pathname = formPage;
    return NextResponse.rewrite(url);
  }
  const redirects = cachedRedirects();
  return redirects instanceof Promise ? redirects.then((r) => routed(request, r)) : routed(request, redirects);
}

function routed(request: NextRequest, { table, mainSiteUrl }: RedirectData): NextResponse | Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  // A page-data request (client-side navigation) is not redirected: the router loads a redirected
  // path in full, which is then redirected.
  const redirect = request.headers.has('x-nextjs-data') ? null : decideRedirect(pathname, search, table, mainSiteUrl);
  if (redirect) {
    const location = /^https?:\/\//i.test(redirect.location) ? redirect.location : new URL(redirect.location, request.url);
    return NextResponse.redirect(location, redirect.status);
  }
  const unknown = unknownPathAnswer(request);
  if (unknown instanceof Promise) return unknown.then((answer) => answer ?? experimentRoute(request));
  return unknown ?? experimentRoute(request);
}

export const config = {
  // Next prefixes each entry with the base path and lets it match the page data of its paths
  // (`/_next/data/<build>/….json`) too; `/` is the home page (the base path's root). Next reads this
  // list from the source, so it is written out in full; lib/routing/proxy-matcher.test.ts holds it
  // to the rules, the routes of pages/ and the attribution keys.
  matcher: [
    // Path rules: upper-case letters, /articles/ (its pages are another route, below), A/B variants' own paths.
    '/((?!_next/|api/)(?!.*\\.[a-zA-Z0-9]+$).*[A-Z].*)',
    '/articles/:path*',
    '/_ab/:path*',
    // Every route but the block pages' keeps the proxy on every request, as before.
    '/news/:path*',
    '/webinars/:path*',
    '/cases/:path*',
    '/prices/:path*',
    '/forms/:path*',
    '/form-preview/:path*',
    '/search/',
    '/subscription/',
    '/block-catalogue/',
    // A browser's own navigation to a lead route, or its post of a lead form: the form's page answers.
    {
      source: '/api/:route(trial|demo|webinar|partner|question|subscribe|form|pdf-lead)/',
      has: [{ type: 'header', key: 'sec-fetch-mode', value: 'navigate' }],
      missing: [{ type: 'query', key: 'hash' }],
    },
    {
      source: '/api/:route(trial|demo|webinar|partner|question|subscribe|form|pdf-lead)/',
      has: [{ type: 'header', key: 'accept', value: 'text/html.*' }],
      missing: [{ type: 'query', key: 'hash' }],
    },
    // A visitor who accepted cookies may be drawn into an A/B test; a marketer's draft mode reads drafts.
    { source: '/', has: [{ type: 'cookie', key: 'cookies-approved', value: 'true' }] },
    {
      source: '/((?!_next/static|_next/image|api/|.*\\.[a-zA-Z0-9]+$).+)',
      has: [{ type: 'cookie', key: 'cookies-approved', value: 'true' }],
    },
    { source: '/_next/data/:path*', has: [{ type: 'cookie', key: 'cookies-approved', value: 'true' }] },
    { source: '/', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    { source: '/((?!_next/static|_next/image|api/|.*\\.[a-zA-Z0-9]+$).+)', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    { source: '/_next/data/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    // A campaign's link: a redirect the proxy answers keeps the query, so a lead sent after it keeps
    // its tags (a page's own cached redirect would drop them).
    { source: '/', has: [{ type: 'query', key: 'utm_source' }] },
    { source: '/((?!_next/static|_next/image|api/|.*\\.[a-zA-Z0-9]+$).+)', has: [{ type: 'query', key: 'utm_source' }] },
    { source: '/', has: [{ type: 'query', key: 'utm_medium' }] },
    { source: '/((?!_next/static|_next/image|api/|.*\\.[a-zA-Z0-9]+$).+)', has: [{ type: 'query', key: 'utm_medium' }] },
    { source: '/', has: [{ type: 'query', key: 'utm_campaign' }] },
    { source: '/((?!_next/static|_next/image|api/|.*\\.[a-zA-Z0-9]+$).+)', has: [{ type: 'query', key: 'utm_campaign' }] },
    { source: '/', has: [{ type: 'query', key: 'utm_term' }] },
    { source: '/((?!_next/static|_next/image|api/|.*\\.[a-zA-Z0-9]+$).+)', has: [{ type: 'query', key: 'utm_term' }] },
    { source: '/', has: [{ type: 'query', key: 'utm_content' }] },
    { source: '/((?!_next/static|_next/image|api/|.*\\.[a-zA-Z0-9]+$).+)', has: [{ type: 'query', key: 'utm_content' }] },
  ],
};
