// Loading a CMS page for getStaticProps: one GraphQL request brings the page, its blocks and the
// layout. A missing page is a 404; a failed read throws (page-props.ts: must) so that Next keeps
// serving the last good page instead of replacing it with a 404 during a CMS outage.
import { PageDocument, PagePathsDocument, PageVersionDocument, type PageQuery } from '@/schema/generated/graphql';
import { cmsQuery, CmsUnavailableError } from './client';
import { visibility } from './visibility';
import { readVersion } from './version-read';
import { sanitizeBlocks } from '@/lib/html/sanitize-blocks';
import { chromeOf, must, pageQuery, type Chrome } from './page-props';
import { breadcrumbs, type Crumb } from '@/lib/chrome/breadcrumbs';
import { withSuccessStories } from '@/lib/content/read-success-stories';

export type PageRecord = NonNullable<PageQuery['pages'][number]>;
export type { Layout } from './layout';

/** The A/B test variant a page render shows (lib/experiments/variant-page.ts); null for the page itself. */
export type PageExperiment = { id: number; name: string; variantId: number; variantName: string };

export type PageProps = Chrome & {
  page: PageRecord;
  /** The page's breadcrumb trail, worked out here so that the browser needs neither the rules nor the title map. */
  trail: Crumb[] | null;
  experiment: PageExperiment | null;
};

/** `version`: the key of a content version to show instead of the page as it is (preview only). */
export async function loadPage(path: string, preview: boolean, version?: string): Promise<PageProps | null> {
  const { statuses, readAs } = visibility(preview);
  const { pages, ...layout } = must(await pageQuery(PageDocument, { path, statuses }, readAs), `Page ${path}`);
  let page = pages[0];
  if (!page) return null;
  if (preview && version) {
    // REST, as the admin's preview reads it: GraphQL cannot return a block the version adds (version-read.ts).
    const v = await readVersion(PageVersionDocument, 'pages', page.id, version, { id: page.id, version, statuses });
    if (!v.ok) throw new CmsUnavailableError(v.error.message);
    // A key Directus does not know (a deleted or promoted version): the preview is a 404.
    if (!v.data) return null;
    page = v.data;
  }
  const trail =
    page.show_breadcrumbs && page.path && page.path !== '/'
      ? breadcrumbs({
          path: page.path,
          pageTitle: page.title,
          productName: layout.globals?.product_name ?? '',
          mainSiteUrl: layout.globals?.main_site_url,
          titles: layout.breadcrumb_titles,
        })
      : null;
  const blocks = page.blocks && (await withSuccessStories(sanitizeBlocks(page.blocks), preview));
  return {
    page: { ...page, blocks },
    trail,
    ...chromeOf(layout, preview),
    experiment: null,
  };
}

/** Paths of the pages published now that `keep` takes, for getStaticPaths; none when the CMS cannot say. */
export async function publishedPagePaths(keep: (path: string) => boolean): Promise<string[]> {
  const { statuses, readAs } = visibility(false);
  const result = await cmsQuery(PagePathsDocument, { statuses }, readAs);
  return result.ok ? result.data.pages.flatMap((p) => (p.path && keep(p.path) ? [p.path] : [])) : [];
}

export { previewVersion } from './preview-version';

/** `/a/b/` from the catch-all route's segments. */
export const pathFromSegments = (slug: string[] | undefined) => (slug?.length ? `/${slug.join('/')}/` : '/');
