// The search page's query and how shared caches may keep its answer (pages/search.tsx). Pure, so the
// browser's search box shares it; the answer itself is worked out on the server (./page-answer.ts).
import type { Result } from './content-query';

/** Results shown for a query (the rest are counted). */
export const SEARCH_PAGE_SIZE = 20;
/** Longest query the page runs (the content endpoint allows 200 characters; a longer one is cut). */
export const MAX_QUERY_LENGTH = 200;

/** What the page shows for a query: its results, or that the search is down for now. */
export type SearchAnswer = { total: number; data: Result[] } | { unavailable: true };

/** The query as the page runs it: trimmed, inner spaces collapsed, at most 200 characters. */
export function searchText(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/**
 * Query strings a shared cache may keep: `q` alone, exactly as the form sends a normalised query.
 * Anything else (other parameters, odd spacing, a repeated q) is the same search under another key.
 */
export const canonicalSearch = (q: string) => `?${new URLSearchParams({ q }).toString()}`;

/**
 * Cache-Control of the search page. The page without a query is the same for everyone. A query's
 * results are the same for everyone too, but the queries are the visitors' to make up: a cache that
 * kept each one would let anyone fill it (and push the pages out) with made-up words. So only a
 * query that found something, in its one canonical address, is kept, and briefly: typos and junk
 * find nothing and are never kept, and the canonical form caps the keys per query at one. The
 * front's micro-cache (deploy/nginx.conf) keeps any public answer a second and drops the least
 * recently used past its size; a CDN honours the s-maxage. Preview (draft mode) is never shared.
 */
export function searchCacheControl({
  q,
  search,
  answer,
  preview,
}: {
  q: string;
  /** The request's query string, with its `?` (empty for none). */
  search: string;
  answer: SearchAnswer | null;
  preview: boolean;
}): string {
  const never = 'private, no-store';
  if (preview) return never;
  if (!q) return search === '' || search === '?' ? 'public, s-maxage=300, stale-while-revalidate=600' : never;
  if (!answer || 'unavailable' in answer || answer.total === 0) return never;
  return search === canonicalSearch(q) ? 'public, s-maxage=60, stale-while-revalidate=60' : never;
}
