// Request-time routing rules: lower-case paths, /articles/ on the main site and the marketers'
// redirects from the CMS, which apply within seconds of a save and without a rebuild; then the
// route guards a page names (lib/routing/route-guards.ts), also for the page data a client-side
// navigation fetches, so that no navigation skips them; then A/B tests: a visitor of a page under
// test is rewritten to their variant's own static page.
import { NextResponse, type NextRequest } from 'next/server';
import { decideRedirect } from '@/lib/routing/redirect-rules';
import { cachedRedirects } from '@/lib/routing/redirect-source';
import { runGuards } from '@/lib/routing/route-guards';
import { experimentRoute } from '@/lib/experiments/route';

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { table, mainSiteUrl, guards } = await cachedRedirects();
  const isData = request.headers.has('x-nextjs-data');
  // A page-data request (client-side navigation) is only guarded: its redirects stay as they were.
  const redirect = isData ? null : decideRedirect(pathname, search, table, mainSiteUrl);
  if (!redirect) return guarded(guards.get(pathname) ?? guards.get(`${pathname.replace(/\/$/, '')}/`) ?? [], request, isData);
  const location = /^https?:\/\//i.test(redirect.location) ? redirect.location : new URL(redirect.location, request.url);
  return NextResponse.redirect(location, redirect.status);
}

async function guarded(names: readonly string[], request: NextRequest, isData: boolean) {
  const outcome = runGuards(names);
  if (!outcome.ok)
    return new NextResponse(outcome.message, { status: outcome.status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  // Variants are chosen for full page loads; page data of a client-side navigation is the page's own.
  const response = isData ? NextResponse.next() : await experimentRoute(request);
  for (const [name, value] of Object.entries(outcome.headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages only: not Next's assets, API routes or files such as sitemap.xml, and not the home page,
  // which no rule applies to (`.+`: in Next 16.4 dev, proxying the base path's root answered an
  // empty page). A client-side data request for a redirected path falls back to a full page load,
  // which the proxy then redirects.
  // The second entry: page data of client-side navigations, for the route guards.
  matcher: ['/((?!_next/static|_next/image|api/|.*\\.[a-zA-Z0-9]+$).+)', '/_next/data/:path*'],
};
