// Loading a CMS page for getStaticProps: one GraphQL request brings the page, its blocks and the
// layout. A missing page is a 404; a failed read throws so that Next keeps serving the last good
// page instead of replacing it with a 404 during a CMS outage.
import { PageDocument, type PageQuery } from '@/schema/generated/graphql';
import { env } from '@/lib/env';
import { cmsQuery } from './client';
import { visibility } from './visibility';

export type PageRecord = NonNullable<PageQuery['pages'][number]>;
export type Layout = Omit<PageQuery, 'pages'>;

export type PageProps = { page: PageRecord; layout: Layout; preview: boolean; assetsUrl: string; siteUrl: string };

export async function loadPage(path: string, preview: boolean): Promise<PageProps | null> {
  const { statuses, readAs } = visibility(preview);
  const result = await cmsQuery(PageDocument, { path, statuses }, readAs);
  if (!result.ok) throw new Error(`Page ${path} could not be read from the CMS: ${result.error.message}`);
  const { pages, ...layout } = result.data;
  const page = pages[0];
  if (!page) return null;
  return { page, layout, preview, assetsUrl: env.DIRECTUS_PUBLIC_URL, siteUrl: env.SITE_URL };
}

/** `/a/b/` from the catch-all route's segments. */
export const pathFromSegments = (slug: string[] | undefined) => (slug?.length ? `/${slug.join('/')}/` : '/');
