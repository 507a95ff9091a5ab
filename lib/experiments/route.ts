// The proxy's part of an A/B test. A request for a page under test, from a visitor who accepted
// cookies, gets a variant: the one its cookie names, or one drawn by the weights now (the cookie is
// set and a visitor counted). A variant with its own block is served from its own statically
// regenerated page (a rewrite: the address stays); the control, and everyone without consent, get
// the page itself. Variant pages are never reached by a visitor's own path: `/_ab/…` is 404 here.
import { randomInt } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { assign, variantCookie, VARIANT_COOKIE_MAX_AGE_S } from './assign';
import { CONSENT_COOKIE, hasConsent } from './consent-cookie';
import { runningExperiments } from './running';
import { parseVariantPath, variantPath } from './variant-path';
import { countVisitor } from './visits';

const random = () => randomInt(0, 2 ** 32) / 2 ** 32;

const isPrefetch = (request: NextRequest) =>
  request.headers.get('x-middleware-prefetch') === '1' ||
  request.headers.get('purpose') === 'prefetch' ||
  request.headers.get('next-router-prefetch') === '1';

export async function experimentRoute(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (parseVariantPath(pathname)) return new NextResponse(null, { status: 404 });
  const experiment = (await runningExperiments()).get(pathname);
  if (!experiment) return NextResponse.next();
  const cookieName = variantCookie(experiment.id);
  const assignment = assign(
    experiment,
    hasConsent(request.cookies.get(CONSENT_COOKIE)?.value),
    request.cookies.get(cookieName)?.value,
    random(),
  );
  if (assignment.kind === 'outside') return NextResponse.next();
  // A link's prefetch of the page's data is no visit: nobody is assigned or counted for it (a
  // visitor who then opens the page is assigned by that request).
  if (assignment.kind === 'new' && isPrefetch(request)) return NextResponse.next();
  const variant = experiment.variants.find((v) => v.id === assignment.variantId)!;
  let response: NextResponse;
  if (variant.hasBlock) {
    const url = request.nextUrl.clone();
    url.pathname = variantPath(variant.id, pathname);
    response = NextResponse.rewrite(url);
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
