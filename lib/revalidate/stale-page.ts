// The old page instead of an error page: after a change that reaches every page, a page cached
// before it is rendered on its next request (lib/shared/every-page-mark.mjs). If that render cannot
// read the CMS (Directus went down meanwhile), Next would answer 503 where it used to serve the old
// page; pages/_error.tsx serves the page the miss replaced instead, as Next serves a stale page whose
// background regeneration failed. Reads the handler's state from globalThis without importing it:
// pages/_error.tsx is in the browser's bundle too, where this finds nothing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BASE_PATH } from '@/lib/routing/base-path';

// The HTML as the cache handler keeps it: bytes in the file cache (lib/shared/file-cache-handler.mjs).
type StaleValue = { html: string | Uint8Array; pageData: unknown; headers?: Record<string, string | string[]>; status?: number };
type MarkState = { stale: Map<string, StaleValue> };

/** `/ru/products/ecm/news/a/?x=1` → `/news/a`; a data request `/_next/data/<build>/news/a.json` → `/news/a`. */
export function pagePathOfUrl(url: string): { path: string; data: boolean } {
  let path = url.split('?')[0] ?? '/';
  if (path.startsWith(BASE_PATH)) path = path.slice(BASE_PATH.length) || '/';
  const data = /^\/_next\/data\/[^/]+\/(.+)\.json$/.exec(path);
  if (data) path = data[1] === 'index' ? '/' : `/${data[1]}`;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return { path, data: !!data };
}

/** Sends the page the mark's miss replaced at the request's address; false when there is none. */
export function sendStalePage(req: IncomingMessage, res: ServerResponse): boolean {
  const state = (globalThis as { __everyPageMark?: MarkState }).__everyPageMark;
  if (!state || !req.url || res.headersSent) return false;
  const { path, data } = pagePathOfUrl(req.url);
  const page = state.stale.get(path);
  if (!page || !(typeof page.html === 'string' || ArrayBuffer.isView(page.html))) return false;
  const asData = data || req.headers['x-nextjs-data'] === '1';
  res.statusCode = page.status ?? 200;
  for (const [name, value] of Object.entries(page.headers ?? {})) if (value !== undefined) res.setHeader(name, value);
  // Served once, not cached on the way: the next request tries the CMS again.
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.setHeader('content-type', asData ? 'application/json' : 'text/html; charset=utf-8');
  res.end(asData ? JSON.stringify(page.pageData) : page.html);
  return true;
}
