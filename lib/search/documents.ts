// The documents site search indexes: one per published page, news item, article and webinar, with
// the visible text of the page (block texts, HTML reduced to words).
import { SearchDocumentsDocument, type SearchDocumentsQuery } from '@/schema/generated/graphql';
import { cmsQuery } from '@/lib/cms/client';
import { listed, shown } from '@/lib/content/config';
import { htmlToText } from './text';

export type DocType = 'page' | 'news' | 'article' | 'webinar';

export type SearchDoc = { id: string; type: DocType; path: string; title: string; description: string; text: string; date: string | null };

// Block fields that hold settings, addresses or codes rather than text a visitor reads.
const NOT_TEXT =
  /^(id|__typename|collection|anchor|theme|variant|columns|icon|kind|form|layout|href|url|src|.*_(href|form|url|id|kind|pipeline|deal|goals?))$/;

/** Every readable string of a block, in order (titles, texts, card items, table cells, answers). */
export function blockText(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return NOT_TEXT.test(key) || /^https?:\/\//.test(value) ? [] : [htmlToText(value)];
  if (Array.isArray(value)) return value.flatMap((v) => blockText(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (NOT_TEXT.test(k) ? [] : blockText(v, k)));
  return [];
}

export function toDocuments(data: SearchDocumentsQuery): SearchDoc[] {
  const items = (type: Exclude<DocType, 'page'>, section: string, list: SearchDocumentsQuery['news']) =>
    list.map((i) => ({
      id: `${type}:${i.id}`,
      type,
      path: `/${section}/${i.slug}/`,
      title: i.title ?? '',
      description: i.description ?? '',
      text: htmlToText(i.content),
      date: i.date ?? null,
    }));
  return [
    ...data.pages.flatMap((p) =>
      p.path
        ? [
            {
              id: `page:${p.id}`,
              type: 'page' as const,
              path: p.path,
              title: p.title ?? '',
              description: p.seo_description ?? '',
              text: blockText(p.blocks ?? []).join(' '),
              date: p.date_updated ?? null,
            },
          ]
        : [],
    ),
    ...items('news', 'news', data.news),
    ...items('article', 'articles', data.articles),
    ...items('webinar', 'webinars', data.webinars),
  ];
}

/** Published documents only: search never reads drafts, whatever the environment. */
export async function readDocuments(): Promise<SearchDoc[]> {
  const r = await cmsQuery(
    SearchDocumentsDocument,
    { statuses: ['published'], news: shown(['published']), articles: shown(['published']), webinars: listed(['published']) },
    'public',
  );
  if (!r.ok) throw r.error;
  return toDocuments(r.data);
}
