// A browser's own post of a lead form (plain HTML: its scripts did not run, lib/forms/plain-post.ts)
// is answered with a page, not JSON: the form's page runs the lead route's pipeline and shows the
// form again with its messages, or the answer (pages/forms/[name].tsx). A browser navigating sends
// Sec-Fetch-Mode navigate (older ones: an Accept that puts HTML first); the site's scripts (fetch)
// and API clients send neither, and keep their JSON. The unsubscribe link's GET (`?hash=`) stays
// the route's.
//
// The proxy makes this rewrite (proxy.ts; its matcher names these requests, the only ones of the
// API it sees), not next.config's rewrites: Next compiles those anew for every request of every
// page: 50–114 µs of the 730 µs of CPU a cached page cost with them (docs/benchmarks.md).

/** The lead routes a form posts to, and the name of each one's form page. */
const PAGE_OF_ROUTE = new Map([
  ['trial', 'trial'],
  ['demo', 'demo'],
  ['webinar', 'webinar'],
  ['partner', 'partner'],
  ['question', 'question'],
  ['subscribe', 'subscribe'],
  ['form', 'form'],
  ['pdf-lead', 'download'],
]);

/**
 * The form page (its path without the base path) that answers a request of a lead route when it is
 * a browser's own navigation or post; null for any other request, which the route answers.
 */
export function formPageOfPost(pathname: string, headers: Headers, searchParams: URLSearchParams): string | null {
  const page = PAGE_OF_ROUTE.get(/^\/api\/([a-z-]+)\/$/.exec(pathname)?.[1] ?? '');
  if (!page || searchParams.has('hash')) return null;
  const navigating = headers.get('sec-fetch-mode') === 'navigate' || (headers.get('accept') ?? '').startsWith('text/html');
  return navigating ? `/forms/${page}/` : null;
}
