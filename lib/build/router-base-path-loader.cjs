// A webpack loader for Next's pages router (next/dist/shared/lib/router/router.js and its esm twin),
// browser builds only. Once a page has hydrated, Next replaces its route (`_h`, next/dist/client/index.js)
// and, to learn whether the proxy rewrote the page, `Router.change` matches the route's pattern
// against the address, which there still carries the base path: `/ru/products/ecm/news/x/` never
// matches `/news/[slug]`, so every route but the catch-all `/[[...slug]]` looked rewritten, and each
// content page fetched its own data from the server right after loading (a request through the proxy
// and a parse of its JSON per view) only to render the props its document already had. Here the
// address is compared without the base path and the trailing slash, as the route is. The value
// decides nothing else (getRouteInfo: `isQueryUpdating && !isMiddlewareRewrite`), and a page the
// proxy really rewrites to another route still differs from it. A Next whose line differs fails the
// build, so an upgrade cannot bring the request back unseen.
const FORMS = [
  [
    "const parsedAsPathname = as.startsWith('/') && (0, _parserelativeurl.parseRelativeUrl)(as).pathname;",
    "const parsedAsPathname = as.startsWith('/') && (0, _removetrailingslash.removeTrailingSlash)((0, _removebasepath.removeBasePath)((0, _parserelativeurl.parseRelativeUrl)(as).pathname));",
  ],
  [
    "const parsedAsPathname = as.startsWith('/') && parseRelativeUrl(as).pathname;",
    "const parsedAsPathname = as.startsWith('/') && removeTrailingSlash(removeBasePath(parseRelativeUrl(as).pathname));",
  ],
];

module.exports = function routerBasePath(source) {
  const text = String(source);
  for (const [from, to] of FORMS) if (text.includes(from)) return text.replace(from, to);
  throw new Error(`${this.resourcePath}: Next's rewrite check changed; see lib/build/router-base-path-loader.cjs`);
};
