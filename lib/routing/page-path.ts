// The CMS path of the page a proxied request is for. Every page path ends with a slash
// (trailingSlash); the proxy sees the page data of a client-side navigation
// (`/_next/data/<build>/archiving.json`) as `/archiving`, without it.
export const pagePath = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);
