// A rewrite from the proxy that Next serves in the same process. Next's router takes a rewrite as
// internal only when its origin is the server's own as the router spells it (`next start -H` and
// port), while request.nextUrl spells every loopback address as `localhost`: on instances bound to
// 127.0.0.1 (the production profile) a rewrite to a clone of nextUrl was proxied over HTTP to the
// instance itself — twice the work, and a 500 whenever that connection was reset. `next start`
// publishes the origin it listens on in __NEXT_PRIVATE_ORIGIN.
import { NextResponse, type NextRequest } from 'next/server';

/** Rewrites to `pathname` (without the base path) of this site, served by this process. */
export function rewriteTo(request: NextRequest, pathname: string, keepQuery = true): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  if (!keepQuery) url.search = '';
  const own = process.env.__NEXT_PRIVATE_ORIGIN ? new URL(process.env.__NEXT_PRIVATE_ORIGIN) : null;
  if (own && url.hostname === 'localhost' && own.hostname !== 'localhost') url.host = own.host;
  return NextResponse.rewrite(url);
}
