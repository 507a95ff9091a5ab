// The proxy's part of an A/B test. A request for a page under test, from a visitor who accepted
// cookies, gets a variant: the one its cookie names, or one drawn by the weights now (the cookie is
// set and a visitor counted). A variant with its own block is served from its own statically
// regenerated page (a rewrite: the address stays); the control, and everyone without consent, get
// the page itself. The page data a client-side navigation fetches (`/_next/data/…`) is rewritten
// the same way, so a page reached by a link shows the visitor's variant as a full load does.
// Variant pages are never reached by a visitor's own path: `/_ab/…` is 404 here.
import { randomInt } from 'node:crypto';
import { rewriteTo } from '@/lib/routing/rewrite';
import { NextResponse, type NextRequest } from 'next/server';
import { pagePath } from '@/lib/routing/page-path';
import { assign, variantCookie, VARIANT_COOKIE_MAX_AGE_S } from './assign';
import { CONSENT_COOKIE, hasConsent } from './consent-cookie';
import { runningExperiments } from './running';
import { parseVariantPath, variantPath } from './variant-path';
import { countVisitor } from './visits';
import type { RunningExperiment } from './types';

const random = () => randomInt(0, 2 ** 32) / 2 ** 32;

const isPrefetch = (request: NextRequest) =>
  request.headers.get('x-middleware-prefetch') === '1' ||
  request.headers.get('purpose') === 'prefetch' ||
  request.headers.get('next-router-prefetch') === '1';

/**
 * What Next's server answers a prefetch of page data it will not prerender: the client router
 * keeps nothing of it and fetches the page data again when the link is followed. Here: a link's
 * prefetch of a page under test, before the visitor has a variant of it.
 */
const bailedPrefetch = () =>
  new NextResponse('{}', {
    headers: {
      'content-type': 'application/json',
      'x-middleware-skip': '1',
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    },
  });

/** The visitor's variant of a page under test; synchronous once the list of running tests is read. */
export function experimentRoute(request: NextRequest): NextResponse | Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (parseVariantPath(pathname)) return new NextResponse(null, { status: 404 });
  const experiments = runningExperiments();
  return experiments instanceof Promise ? experiments.then((e) => route(request, pathname, e)) : route(request, pathname, experiments);
}

/** Next's draft mode cookie: a marketer previewing (a draft, a version, a variant opened from the test's screen). */
const PREVIEW_COOKIE = '__prerender_bypass';

function route(request: NextRequest, pathname: string, experiments: ReadonlyMap<string, RunningExperiment>): NextResponse {
  if (experiments.size === 0) return NextResponse.next();
  // A preview is the marketer's look, not a visit: nobody is drawn into a test or counted, whatever cookies they accepted.
  if (request.cookies.has(PREVIEW_COOKIE)) return NextResponse.next();
  const path = pagePath(pathname);
  const experiment = experiments.get(path);
  if (!experiment) return NextResponse.next();
  const cookieName = variantCookie(experiment.id);
  const assignment = assign(
    experiment,
    hasConsent(request.cookies.get(CONSENT_COOKIE)?.value),
    request.cookies.get(cookieName)?.value,
    random(),
  );
  if (assignment.kind === 'outside') return NextResponse.next();
  // A link's prefetch is no visit: nobody is assigned or counted for it (a visitor who then opens
  // the page is assigned by that request). Its page data must not be kept by the client router
  // either, or following the link would show the control's data without assigning anyone.
  if (assignment.kind === 'new' && isPrefetch(request))
    return request.headers.has('x-nextjs-data') ? bailedPrefetch() : NextResponse.next();
  const variant = experiment.variants.find((v) => v.id === assignment.variantId)!;
  let response: NextResponse;
  if (variant.hasBlock) {
    // For page data the clone keeps the build id: the rewrite is to the variant's page data.
    response = rewriteTo(request, variantPath(variant.id, path));
  } else response = NextResponse.next();
  if (assignment.kind === 'new') {
    countVisitor(variant.id);
    response.cookies.set(cookieName, String(variant.id), {
      path: '/',
      maxAge: VARIANT_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return response;
}
