// sitemap.xml from every source of public pages. A new source (webinars, news, articles) is one
// more function in `sitemapSources` returning site paths.
import { PagePathsDocument } from '@/schema/generated/graphql';
import { cmsQuery } from '@/lib/cms/client';
import { present } from '@/lib/format/present';
import { BASE_PATH } from '@/lib/routing/base-path';
import { contentDetailPaths } from '@/lib/content/paths';

export type SitemapEntry = { path: string; lastModified?: string | null };
export type SitemapSource = () => Promise<SitemapEntry[]>;

/** Published CMS pages; the sitemap never lists drafts, whatever the content environment. */
export const publishedPages: SitemapSource = async () => {
  const result = await cmsQuery(PagePathsDocument, { statuses: ['published'] });
  if (!result.ok) throw result.error;
  return present(result.data.pages).flatMap((p) => (p.path ? [{ path: p.path, lastModified: p.date_updated }] : []));
};

/** The content sections: their listings and every published detail page. */
export const contentPages: SitemapSource = async () => [
  { path: '/webinars/' },
  { path: '/news/' },
  { path: '/articles/authors/' },
  { path: '/cases/' },
  ...(await contentDetailPaths()).map((d) => ({ path: d.path, lastModified: d.updated })),
];

export const sitemapSources: SitemapSource[] = [publishedPages, contentPages];

export async function sitemapEntries(sources: SitemapSource[] = sitemapSources): Promise<SitemapEntry[]> {
  const lists = await Promise.all(sources.map((source) => source()));
  const byPath = new Map<string, SitemapEntry>();
  for (const entry of lists.flat()) byPath.set(entry.path, entry);
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastModified ? `<lastmod>${new Date(e.lastModified).toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${siteUrl}${BASE_PATH}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: production is open to crawlers except the API; staging and develop are closed. */
export function robotsTxt(siteUrl: string, indexable: boolean): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: ${BASE_PATH}/\nDisallow: ${BASE_PATH}/api/\n\nSitemap: ${siteUrl}${BASE_PATH}/sitemap.xml\n`;
}
