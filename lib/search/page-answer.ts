// The search page's answer, worked out on the server (pages/search.tsx), so that /search/?q=… is a
// page of results without scripts and for crawlers; the browser only renders it.
import { parseContentQuery, runQuery } from './content-query';
import { findDocuments, searchIndex } from './engine';
import { SEARCH_PAGE_SIZE, type SearchAnswer } from './page';

export async function answerSearch(q: string): Promise<SearchAnswer> {
  let index;
  try {
    index = await searchIndex();
  } catch (e) {
    console.error(`Search index unavailable: ${(e as Error).message}`);
    return { unavailable: true };
  }
  const { total, data } = runQuery(
    parseContentQuery({ search: q, limit: SEARCH_PAGE_SIZE, without: ['text'] }),
    await findDocuments(index, q),
  );
  // Page props are JSON: a field a document lacks is left out rather than undefined.
  return JSON.parse(JSON.stringify({ total, data })) as SearchAnswer;
}
