// Request-time routing rules: lower-case paths, /articles/ on the main site and the marketers'
// redirects from the CMS, which apply within seconds of a save and without a rebuild; then the
// A/B tests: a visitor of a page under test is rewritten to their variant's own static page.
import { NextResponse, type NextRequest } from 'next/server';
import { decideRedirect } from '@/lib/routing/redirect-rules';
import { cachedRedirects } from '@/lib/routing/redirect-source';
import { experimentRoute } from '@/lib/experiments/route';

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { table, mainSiteUrl } = await cachedRedirects();
  const redirect = decideRedirect(pathname, search, table, mainSiteUrl);
  if (!redirect) return experimentRoute(request);
  const location = /^https?:\/\//i.test(redirect.location) ? redirect.location : new URL(redirect.location, request.url);
  return NextResponse.redirect(location, redirect.status);
}

export const config = {
  // Pages only: not Next's assets, API routes or files such as sitemap.xml, and not the home page,
  // which no rule applies to (`.+`: in Next 16.4 dev, proxying the base path's root answered an
  // empty page). A client-side data request for a redirected path falls back to a full page load,
  // which the proxy then redirects.
  matcher: ['/((?!_next/static|_next/image|api/|.*\\.[a-zA-Z0-9]+$).+)'],
};
