// Request-time routing rules: lower-case paths, /articles/ on the main site and the marketers'
// redirects from the CMS, which apply within seconds of a save and without a rebuild; then a 404
// for a path that is no public page, before it reaches ISR (lib/routing/unknown-paths.ts); then the
// route guards a page names (lib/routing/route-guards.ts), also for the page data a client-side
// navigation fetches, so that no navigation skips them; then A/B tests: a visitor of a page under
// test is rewritten to their variant's own static page, for a full load and for the page data of
// a client-side navigation alike.
// Every page request passes here, cached pages too: once the redirect table and the list of running
// tests are read (each refreshed in the background), the proxy answers without awaiting anything.
import { NextResponse, type NextRequest } from 'next/server';
import { decideRedirect } from '@/lib/routing/redirect-rules';
import { cachedRedirects, type RedirectData } from '@/lib/routing/redirect-source';
import { guardsOf, runGuards } from '@/lib/routing/route-guards';
import { experimentRoute } from '@/lib/experiments/route';
import { unknownPathAnswer } from '@/lib/routing/unknown-paths';

export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const redirects = cachedRedirects();
  return redirects instanceof Promise ? redirects.then((r) => routed(request, r)) : routed(request, redirects);
}

function routed(request: NextRequest, { table, mainSiteUrl, guards }: RedirectData): NextResponse | Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  // A page-data request (client-side navigation) is only guarded: its redirects stay as they were.
  const redirect = request.headers.has('x-nextjs-data') ? null : decideRedirect(pathname, search, table, mainSiteUrl);
  if (redirect) {
    const location = /^https?:\/\//i.test(redirect.location) ? redirect.location : new URL(redirect.location, request.url);
    return NextResponse.redirect(location, redirect.status);
  }
  const unknown = unknownPathAnswer(request);
  if (unknown instanceof Promise) return unknown.then((answer) => answer ?? guarded(request, guards));
  return unknown ?? guarded(request, guards);
}

function guarded(request: NextRequest, guards: RedirectData['guards']): NextResponse | Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const names = guardsOf(guards, pathname);
  if (names.length === 0) return experimentRoute(request);
  const outcome = runGuards(names);
  if (!outcome.ok)
    return new NextResponse(outcome.message, { status: outcome.status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const withGuardHeaders = (response: NextResponse) => {
    for (const [name, value] of Object.entries(outcome.headers)) response.headers.set(name, value);
    return response;
  };
  const response = experimentRoute(request);
  return response instanceof Promise ? response.then(withGuardHeaders) : withGuardHeaders(response);
}

export const config = {
  // Pages only: not Next's assets, API routes or files such as sitemap.xml. Next prefixes each
  // entry with the base path and lets it match the page's data (`/_next/data/<build>/….json`) too;
  // `/` is the home page (the base path's root, `/ru/products/ecm/`). A client-side data request for
  // a redirected path falls back to a full page load, which the proxy then redirects.
  // The last entry: page data of client-side navigations, for the route guards and A/B tests.
  matcher: ['/', '/((?!_next/static|_next/image|api/|.*\\.[a-zA-Z0-9]+$).+)', '/_next/data/:path*'],
};
