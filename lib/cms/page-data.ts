// Loading a CMS page for getStaticProps: one GraphQL request brings the page and its blocks, another
// (at the same time, shared while a revalidation is under way: page-props.ts) the layout. A missing
// page is a 404; a failed read throws (page-props.ts: must) so that Next keeps
// serving the last good page instead of replacing it with a 404 during a CMS outage.
import {
  ExperimentVariantDocument,
  PageDocument,
  PagePathsDocument,
  PagesDocument,
  PageVersionDocument,
  type PageQuery,
} from '@/schema/generated/graphql';
import { cmsQuery, CmsUnavailableError } from './client';
import { visibility } from './visibility';
import { readVersion } from './version-read';
import { liveAfter, readReleaseLayout, releaseVersion, type Shown } from './release-view';
import { sanitizeBlocks, sanitizeItem } from '@/lib/html/sanitize-blocks';
import { chromeOf, must, pageQuery, readLayout, type Chrome } from './page-props';
import { sharedRead, sharedReadOf, sharing } from './shared-reads';
import type { CmsResult } from './client';
import { breadcrumbs, type Crumb } from '@/lib/chrome/breadcrumbs';
import { withSuccessStories } from '@/lib/content/read-success-stories';

export type PageRecord = NonNullable<PageQuery['pages'][number]>;
export type { Layout } from './layout';

/** The A/B test variant a page render shows (loadVariantPage); null for the page itself. */
export type PageExperiment = { id: number; name: string; variantId: number; variantName: string };

export type PageProps = Chrome & {
  page: PageRecord;
  /** The page's breadcrumb trail, worked out here so that the browser needs neither the rules nor the title map. */
  trail: Crumb[] | null;
  experiment: PageExperiment | null;
  /** In a release's preview, the blocks the release changes or adds (their ids): the page outlines them (view/render-blocks.tsx). */
  changedBlocks?: string[];
  /** The block whose heading is the page's h1 when no hero writes it (blocks/page-heading.ts); set by the page pipeline. */
  headingBlock?: string | null;
  /** The robots meta tag the page's route guards ask for (lib/routing/route-guards.ts); set by the page pipeline. */
  robots?: string | null;
  /**
   * In preview, whether what is shown is not what visitors get: an unpublished page or a content
   * version. The draft bar says so; a published page opened in the Visual Editor has none.
   */
  draft?: boolean;
};

/** `shown`: in preview, a content version of the page, or a release's view of the whole site (lib/cms/release-view.ts). */
export async function loadPage(path: string, preview: boolean, { version, release }: Shown = {}): Promise<PageProps | null> {
  const { statuses } = visibility(preview);
  const [read, layout] = await Promise.all([readPage(path, preview), release ? readReleaseLayout(release) : readLayout(preview)]);
  let page = must(read, `Page ${path}`).pages[0];
  const live = page?.status === 'published' ? page : undefined;
  // A page the release moves here is read by its key, as the release's version has it.
  const id = page?.id ?? (preview ? release?.moved[path] : undefined);
  if (!id) return null;
  const key = preview ? (release ? releaseVersion(release, 'pages', id) : version) : undefined;
  if (key) {
    // REST, as the admin's preview reads it: GraphQL cannot return a block the version adds (version-read.ts).
    const v = await readVersion(PageVersionDocument, 'pages', id, key, { id, version: key, statuses });
    if (!v.ok) throw new CmsUnavailableError(v.error.message);
    // A key Directus does not know (a deleted or promoted version): the preview is a 404, and a
    // release's page shows as it is.
    if (!v.data && !(release && page)) return null;
    page = v.data ?? page;
  }
  if (!page) return null;
  // A release's preview shows the drafts the release publishes, and no other.
  if (release && !liveAfter(release, 'pages', page)) return null;
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
  // What the release changes on a page live now, block by block; a new page is new as a whole.
  const changedBlocks = release && key && live ? changedIn(live.blocks, page.blocks) : undefined;
  return {
    page: { ...page, blocks },
    trail,
    ...chromeOf(layout, preview, release?.name),
    experiment: null,
    draft: preview && (release !== undefined || key !== undefined || page.status !== 'published'),
    ...(changedBlocks ? { changedBlocks } : {}),
  };
}

/** The ids of the blocks of `after` that `before` lacks or has with other content. */
function changedIn(before: PageRecord['blocks'], after: PageRecord['blocks']): string[] {
  const was = new Map((before ?? []).flatMap((b) => (b ? [[b.id, JSON.stringify(b.item)] as const] : [])));
  return (after ?? []).flatMap((b) => (b && was.get(b.id) !== JSON.stringify(b.item) ? [b.id] : []));
}

/** Pages' content read together while a revalidation is under way: a request costs Directus about 20 ms of CPU however small. */
const PAGES_PER_READ = 5;
const batchKey = (path: string) => `page:${path}`;

/**
 * Reads the published content of the pages at `paths` for the revalidation under way, a few pages to
 * a request, one request after another in the order given (the first pages are regenerated first);
 * each page's regeneration takes its part (readPage). Paths that are no CMS page get an empty part,
 * which nothing asks for. Without a revalidation under way, or for pages already read, it does nothing.
 */
export function prefetchPages(paths: readonly string[]): void {
  if (!sharing() || visibility(false).readAs !== 'public') return;
  const todo = paths.filter((p) => !sharedReadOf(batchKey(p)));
  let before: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < todo.length; i += PAGES_PER_READ) {
    const chunk = todo.slice(i, i + PAGES_PER_READ);
    const read = before.then(() => pageQuery(PagesDocument, { paths: chunk, statuses: ['published'] }, 'public'));
    before = read.catch(() => undefined);
    for (const path of chunk)
      void sharedRead<CmsResult<PageQuery>>(batchKey(path), async () => {
        const r = await read;
        return r.ok ? { ok: true, data: { pages: r.data.pages.filter((p) => p.path === path) } } : r;
      });
  }
}

/** A page's content: its part of the revalidation's shared read when there is one, else a read of its own. */
async function readPage(path: string, preview: boolean): Promise<CmsResult<PageQuery>> {
  const { statuses, readAs } = visibility(preview);
  const shared = readAs === 'public' ? sharedReadOf<CmsResult<PageQuery>>(batchKey(path)) : undefined;
  const r = shared && (await shared);
  // A shared read that failed: the page tries on its own.
  return r?.ok ? r : pageQuery(PageDocument, { path, statuses }, readAs);
}

/** Paths of the pages published now that `keep` takes, for getStaticPaths; none when the CMS cannot say. */
export async function publishedPagePaths(keep: (path: string) => boolean): Promise<string[]> {
  const { statuses, readAs } = visibility(false);
  const result = await cmsQuery(PagePathsDocument, { statuses }, readAs);
  return result.ok ? result.data.pages.flatMap((p) => (p.path && keep(p.path) ? [p.path] : [])) : [];
}

/**
 * The render of one A/B test variant of a page: the page as it is, with the variant's block in place
 * of the block under test. Rendered and cached like any page (ISR); the proxy rewrites visitors to it
 * (lib/experiments/variant-path.ts). Null (a 404) unless the variant belongs to a running test of
 * this page and has a block of its own.
 */
export async function loadVariantPage(variantId: number, path: string): Promise<PageProps | null> {
  const props = await loadPage(path, false);
  if (!props) return null;
  const result = await cmsQuery(ExperimentVariantDocument, { id: String(variantId), statuses: visibility(false).statuses });
  if (!result.ok) throw new CmsUnavailableError(`Variant ${variantId} of ${path} could not be read: ${result.error.message}`);
  const variant = result.data.experiment_variants_by_id;
  const experiment = variant?.experiment;
  const block = variant?.block?.[0];
  if (!variant || !experiment || experiment.state !== 'running' || experiment.page?.path !== path || !experiment.block || !block)
    return null;
  const underTest = String(experiment.block.id);
  if (!props.page.blocks?.some((b) => b && String(b.id) === underTest)) return null;
  const blocks = await withSuccessStories(
    props.page.blocks.map((b) =>
      b && String(b.id) === underTest
        ? { ...b, collection: block.collection, item: sanitizeItem(block.collection ?? '', block.item as typeof b.item) }
        : b,
    ),
    false,
  );
  return {
    ...props,
    page: { ...props.page, blocks },
    experiment: { id: Number(experiment.id), name: experiment.name ?? '', variantId: Number(variant.id), variantName: variant.name ?? '' },
  };
}

export { previewRelease, previewVersion, previewVariant } from './preview-version';
