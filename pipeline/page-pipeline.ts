// The one page pipeline: what turns a path into a CMS page's props, for every route that shows one
// (pages/[[...slug]].tsx, pages/prices/[data]/[[...edition]].tsx), in the order a render takes:
// 0. the marketers' redirects: a visitor's path that a CMS redirect names is answered with the
//    redirect (the proxy answers it first for the requests it sees: docs/adr/0024);
// 1. the variant: an A/B test variant's path (`/_ab/{variant}/{path}`, reached through the proxy
//    only) renders its page with the variant's block (lib/cms/page-data.ts: loadVariantPage), and so
//    does a marketer's preview of one variant (its token, lib/preview/token.ts);
// 2. the index check: a visitor's path that is no published page is a 404 at once, no page read
//    (lib/cms/page-index.ts); previews and the drafts profile skip it;
// 3. the islands: the server must have the blocks' code before it renders them (lib/chrome/island.tsx);
// 4. the page data: the page, its blocks and the layout from Directus (lib/cms/page-data.ts), in a
//    release's preview as the release will make them (lib/cms/release-view.ts);
// 5. the page's route guards: what they add to the page (its robots tag), or the render fails on a
//    name the site does not know (lib/routing/route-guards.ts);
// 6. the static HTML of the blocks without behaviour, carried in the props (./render-static.tsx).
// Each domain is reached through its entry (lib/cms, lib/chrome, lib/experiments, the blocks':
// @/blocks), never a file behind it (docs/architecture.md#domains-one-entry-each).
// Server only: the routes call it from getStaticProps, which Next leaves out of the browser's scripts.
// Every answer has a revalidate interval, a 404 too: one without would stay until the next deploy.
// A failed read throws, so that Next keeps serving the last good page during a CMS outage.
import type { GetStaticPropsResult } from 'next';
import {
  loadPage,
  loadVariantPage,
  previewShown,
  previewVariant,
  publishedPagePaths,
  publishedPathExists,
  visitorsSeeDrafts,
  type PageProps,
} from '@/lib/cms';
import { env } from '@/lib/env';
import { loadIslands } from '@/lib/chrome';
import { parseVariantPath } from '@/lib/experiments';
import { headingBlockOf, islands } from '@/blocks';
import { withStaticHtml } from './render-static';
import { cachedRedirects } from '@/lib/routing/redirect-source';
import { cmsRedirect } from '@/lib/routing/redirect-rules';
import { guardEffects } from '@/lib/routing/route-guards';

export type { PageProps };

/** What getStaticProps hands the pipeline: the path and Next's preview state. */
export type PageRequest = { path: string; draftMode?: boolean; previewData?: unknown };

const notFound = { notFound: true, revalidate: env.REVALIDATE_SECONDS } as const;
/**
 * The 404 of a path that is no public page: never stored by the cache handlers
 * (lib/routing/cached-answers.ts), and kept by a shared cache (a CDN) for a second at most, so that
 * a page published at that address a moment later is not hidden there.
 */
const noPage = { notFound: true, revalidate: 1 } as const;

/**
 * A CMS redirect from a visitor's path, its chain followed (lib/routing/redirect-rules.ts). Neither
 * it nor a 404 of a path that is no page is stored by the cache handlers (lib/shared/routed-cache.mjs),
 * so it is decided on every request and a change of the table applies within its refresh.
 */
async function redirectFrom(path: string): Promise<GetStaticPropsResult<PageProps> | null> {
  const { table } = await cachedRedirects();
  const redirect = cmsRedirect(path, table);
  return redirect && { redirect: { destination: redirect.to, statusCode: redirect.status }, revalidate: env.REVALIDATE_SECONDS };
}

/** A CMS page's props for getStaticProps, or a 404. */
export async function cmsPageProps({ path, draftMode, previewData }: PageRequest): Promise<GetStaticPropsResult<PageProps>> {
  const preview = Boolean(draftMode);
  const variant = parseVariantPath(path);
  const showsDrafts = preview || visitorsSeeDrafts();
  const redirect = preview || variant ? null : await redirectFrom(path);
  if (redirect) return redirect;
  // Visitors' paths are checked against the index of published pages first: unknown ones cost no page read.
  if (!showsDrafts || variant) {
    if (!(await publishedPathExists(variant?.path ?? path))) return noPage;
  }
  await loadIslands(islands);
  // A marketer's look at one variant of a running test, opened from the test's screen: the page as
  // visitors of that variant see it (the control: the page itself), counted nowhere.
  const shownVariant = preview ? previewVariant(previewData) : undefined;
  // A release's preview: every page as the release will make it (lib/cms/release-view.ts).
  const shown = preview ? await previewShown(previewData) : {};
  if (!shown) return notFound;
  const props = variant
    ? await loadVariantPage(variant.variantId, variant.path)
    : shownVariant
      ? ((await loadVariantPage(shownVariant, path)) ?? (await loadPage(path, false)))
      : await loadPage(path, preview, shown);
  if (!props) return notFound;
  const headed = { ...props, headingBlock: headingBlockOf(props.page.blocks), robots: guardEffects(props.page.guards).robots ?? null };
  return { props: withStaticHtml(headed), revalidate: env.REVALIDATE_SECONDS };
}

/** The published pages' paths that `keep` takes, for getStaticPaths: the rest are built on their first request. */
export async function cmsPagePaths(keep: (path: string) => boolean) {
  return { paths: await publishedPagePaths(keep), fallback: 'blocking' as const };
}

/** `/a/b/` from a catch-all route's segments. */
export const pathFromSegments = (slug: string[] | undefined) => (slug?.length ? `/${slug.join('/')}/` : '/');
