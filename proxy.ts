// Request-time routing rules: lower-case paths, /articles/ on the main site and the marketers'
// redirects from the CMS, which apply within seconds of a save and without a rebuild; then the
// route guards a page names (lib/routing/route-guards.ts), also for the page data a client-side
// navigation fetches, so that no navigation skips them.
import { NextResponse, type NextRequest } from 'next/server';
import { decideRedirect } from '@/lib/routing/redirect-rules';
import { cachedRedirects } from '@/lib/routing/redirect-source';
import { runGuards } from '@/lib/routing/route-guards';

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { table, mainSiteUrl, guards } = await cachedRedirects();
  // A page-data request (client-side navigation) is only guarded: its redirects stay as they were.
  const redirect = request.headers.has('x-nextjs-data') ? null : decideRedirect(pathname, search, table, mainSiteUrl);
  if (!redirect) return guarded(guards.get(pathname) ?? guards.get(`${pathname.replace(/\/$/, '')}/`) ?? []);
  const location = /^https?:\/\//i.test(redirect.location) ? redirect.location : new URL(redirect.location, request.url);
  return NextResponse.redirect(location, redirect.status);
}

function guarded(names: readonly string[]) {
  const outcome = runGuards(names);
  if (!outcome.ok)
    return new NextResponse(outcome.message, { status: outcome.status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const response = NextResponse.next();
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
