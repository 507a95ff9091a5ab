// The proxy's 404 for a path that is no public page (lib/cms/page-index.ts says which are), given
// before the request reaches a page built on its first request: such a path never gets an ISR entry,
// so the addresses visitors and bots make up cost no memory (see page-index.ts for why it would).
// The answer is the one the pages gave themselves: the site's 404 page (status 404); the page data
// of a client-side navigation gets `{"notFound":true}`. Neither is kept by shared caches (see NOT_KEPT).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { mayExist } from '@/lib/cms/page-index';
import { visitorsSeeDrafts } from '@/lib/cms/visibility';
import { pagePath } from './page-path';
import { rewriteTo } from './rewrite';

/**
 * The pages of the `pages/` folder with a fixed path: each is one page whatever is asked, so the
 * proxy leaves them alone (lib/routing/unknown-paths.test.ts holds this list to the folder).
 */
export const FIXED_PAGE_PATHS: ReadonlySet<string> = new Set([
  '/404/',
  '/articles/authors/',
  '/block-catalogue/',
  '/cases/',
  '/news/',
  '/search/',
  '/subscription/',
  '/webinars/',
]);

let previewModeId: string | null | undefined;
/**
 * The draft-mode cookie's value of this build (Next compares the cookie with it; a request with any
 * other value is a visitor's, whose paths are checked). Null when it cannot be read: then every
 * request with the cookie is let through, as before this check.
 */
function buildPreviewModeId(): string | null {
  if (previewModeId !== undefined) return previewModeId;
  try {
    const manifest = join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'prerender-manifest.json');
    const id: unknown = (JSON.parse(readFileSync(manifest, 'utf8')) as { preview?: { previewModeId?: unknown } }).preview?.previewModeId;
    previewModeId = typeof id === 'string' && id ? id : null;
  } catch {
    previewModeId = null;
  }
  return previewModeId;
}

/** A marketer's draft mode: pages then read drafts, unpublished paths included, and Next caches nothing. */
function inDraftMode(request: NextRequest): boolean {
  const cookie = request.cookies.get('__prerender_bypass')?.value;
  if (!cookie) return false;
  const id = buildPreviewModeId();
  return id === null || cookie === id;
}

/**
 * Not kept by shared caches: Next sends this for its 404 page (the rewrite below gets it whatever the
 * proxy says), and a page published a moment later is then never hidden by a kept 404 in nginx's
 * micro-cache or a CDN. (A cached 404 of getStaticProps was kept for `REVALIDATE_SECONDS`.)
 */
const NOT_KEPT = 'private, no-cache, no-store, max-age=0, must-revalidate';

function notFound(request: NextRequest): NextResponse {
  if (request.headers.has('x-nextjs-data'))
    return new NextResponse('{"notFound":true}', { status: 404, headers: { 'cache-control': NOT_KEPT } });
  return rewriteTo(request, '/404', false);
}

/**
 * The forms' own pages (pages/forms/[form].tsx), for visitors without scripts: rendered per request
 * (never an ISR entry), and the page itself answers 404 for a name that is no form.
 */
const FORM_PAGE = /^\/forms\/[A-Za-z0-9-]{1,40}\/$/;

/**
 * Whether a site path (decoded, with its trailing slash) may be a public page: a fixed page, a
 * form's page, a path of the index, or any path while the CMS cannot say. Synchronous for a known path.
 */
export function mayBePage(path: string): boolean | Promise<boolean> {
  return FIXED_PAGE_PATHS.has(path) || FORM_PAGE.test(path) || mayExist(path);
}

/**
 * Null when the request may go on to its page, else the 404 to answer; synchronous for a known path
 * once the index is read.
 */
export function unknownPathAnswer(request: NextRequest): NextResponse | null | Promise<NextResponse | null> {
  if (visitorsSeeDrafts() || inDraftMode(request)) return null;
  let path: string;
  try {
    path = decodeURIComponent(pagePath(request.nextUrl.pathname));
  } catch {
    return null; // Not a path Next can route either: it answers itself.
  }
  const exists = mayBePage(path);
  if (exists === true) return null;
  if (exists === false) return notFound(request);
  return exists.then((known) => (known ? null : notFound(request)));
}
