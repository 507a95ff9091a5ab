// Slugs of published items, for getStaticPaths (prerendered at build) and the sitemap.
import {
  ArticleSlugsDocument,
  AuthorSlugsDocument,
  CaseSlugsDocument,
  NewsSlugsDocument,
  WebinarSlugsDocument,
} from '@/schema/generated/graphql';
import { cmsQuery, type CmsResult } from '@/lib/cms/client';
import { shown } from './config';

export type Dated = { path: string; updated: string | null };
type Rows = readonly { slug: string | null; date_updated: string | null }[];
export type Section = '/webinars/' | '/news/' | '/articles/' | '/articles/authors/' | '/cases/';

// Published items only, whatever the content environment: these pages are prerendered and listed
// for search engines.
const statuses = ['published'];

const reads: Record<Section, () => Promise<CmsResult<Rows>>> = {
  '/webinars/': async () => pick(await cmsQuery(WebinarSlugsDocument, { shown: shown(statuses) }), (d) => d.webinars),
  '/news/': async () => pick(await cmsQuery(NewsSlugsDocument, { shown: shown(statuses) }), (d) => d.news),
  '/articles/': async () => pick(await cmsQuery(ArticleSlugsDocument, { shown: shown(statuses) }), (d) => d.articles),
  '/articles/authors/': async () => pick(await cmsQuery(AuthorSlugsDocument, { statuses }), (d) => d.authors),
  '/cases/': async () => pick(await cmsQuery(CaseSlugsDocument, { shown: shown(statuses) }), (d) => d.cases),
};

function pick<T>(r: CmsResult<T>, rows: (data: T) => Rows): CmsResult<Rows> {
  return r.ok ? { ok: true, data: rows(r.data) } : r;
}

const dated = (section: Section, rows: Rows): Dated[] =>
  rows.flatMap((r) => (r.slug ? [{ path: `${section}${r.slug}/`, updated: r.date_updated }] : []));

/** A section's published detail pages; a failed read yields none (they are then built on their first request). */
export async function staticSlugs(section: Section): Promise<string[]> {
  const r = await reads[section]();
  return r.ok ? r.data.flatMap((row) => (row.slug ? [row.slug] : [])) : [];
}

/**
 * Every published detail page of the content sections, and how many published items each section
 * has (a slug or not: what its listing counts); a failed read throws.
 */
export async function contentSections(): Promise<{ paths: Dated[]; counts: Record<Section, number> }> {
  const sections = Object.keys(reads) as Section[];
  const results = await Promise.all(sections.map((s) => reads[s]()));
  const rows = results.map((r) => {
    if (!r.ok) throw r.error;
    return r.data;
  });
  return {
    paths: rows.flatMap((r, i) => dated(sections[i]!, r)),
    counts: Object.fromEntries(rows.map((r, i) => [sections[i]!, r.length])) as Record<Section, number>,
  };
}

/** Every published detail page of the content sections, for the sitemap; a failed read throws. */
export const contentDetailPaths = async (): Promise<Dated[]> => (await contentSections()).paths;
