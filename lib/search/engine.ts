// The full-text index of site search, in the site process (Orama, BM25 ranking, Russian stems).
// It is rebuilt from Directus when it is older than a few seconds or when content changes
// (invalidateSearchIndex, called by the revalidation route), so it follows publishing within
// seconds; searches meanwhile use the previous index rather than wait.
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import { readDocuments, type SearchDoc } from './documents';
import { language, stem } from './stem';
import { traced } from '@/lib/revalidate/trace';

const FRESH_MS = 5_000;

type Index = { docs: Map<string, SearchDoc>; db: AnyOrama; builtAt: number };

let current: Index | null = null;
let building: Promise<Index> | null = null;
/** The rebuild that follows the one under way, asked for by a change during it. */
let again: Promise<Index> | null = null;

export async function buildIndex(docs: SearchDoc[]): Promise<Index> {
  const db = create({
    schema: { title: 'string', description: 'string', text: 'string' } as const,
    components: { tokenizer: { language, stemming: true, stemmer: stem } },
  });
  await insertMultiple(
    db,
    docs.map(({ id, title, description, text }) => ({ id, title, description, text: text.replace(/ё/gi, 'е') })),
  );
  return { docs: new Map(docs.map((d) => [d.id, d])), db, builtAt: Date.now() };
}

function rebuild(): Promise<Index> {
  building ??= readDocuments()
    .then(buildIndex)
    .then((index) => (current = index))
    .finally(() => (building = null));
  return building;
}

/** The current index; the first call waits for it, later ones refresh it in the background. */
export async function searchIndex(): Promise<Index> {
  if (!current) return rebuild();
  if (Date.now() - current.builtAt > FRESH_MS) rebuild().catch((e: Error) => console.error(`Search index rebuild failed: ${e.message}`));
  return current;
}

/**
 * After a content change: a rebuild under way may have read the content before it, so one more
 * follows it (however many changes arrived meanwhile).
 */
export function invalidateSearchIndex() {
  if (current) current.builtAt = 0;
  const fail = (e: Error) => console.error(`Search index rebuild failed: ${e.message}`);
  if (building) {
    again ??= building
      .catch(() => undefined)
      .then(() => {
        again = null;
        return traced('search index rebuilt', rebuild);
      });
    again.catch(fail);
  } else traced('search index rebuilt', rebuild).catch(fail);
}

/** Documents matching every word of the query (in any of its forms), best first. */
export async function findDocuments(index: Index, query: string): Promise<{ doc: SearchDoc; score: number }[]> {
  const result = await search(index.db, {
    term: query.replace(/ё/gi, 'е'),
    properties: ['title', 'description', 'text'],
    boost: { title: 3, description: 1.5 },
    threshold: 0,
    limit: index.docs.size || 1,
  });
  return result.hits.flatMap((h) => {
    const doc = index.docs.get(h.id);
    return doc ? [{ doc, score: h.score }] : [];
  });
}
