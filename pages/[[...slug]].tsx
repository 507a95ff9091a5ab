import type { GetStaticPaths, GetStaticProps } from 'next';
import { loadPage, pathFromSegments, previewVariant, previewVersion, publishedPagePaths, type PageProps } from '@/lib/cms/page-data';
import { publishedPathExists } from '@/lib/cms/page-index';
import { visibility } from '@/lib/cms/visibility';
import { env } from '@/lib/env';
import { BlockPage } from '@/blocks/page';
import { islands } from '@/blocks/registry';
import { loadIslands } from '@/lib/chrome/island';
import { withStaticHtml } from '@/blocks/render-static';
import { isPriceRoutePath } from '@/lib/content/prices';
import { parseVariantPath } from '@/lib/experiments/variant-path';
import { loadVariantPage } from '@/lib/experiments/variant-page';

export default function CmsPage(props: PageProps) {
  return <BlockPage {...props} />;
}

export const getStaticPaths: GetStaticPaths = async () => {
  // Prerender what is published now; pages published later are built on their first request.
  return { paths: await publishedPagePaths((path) => !isPriceRoutePath(path)), fallback: 'blocking' };
};

export const getStaticProps: GetStaticProps<PageProps, { slug?: string[] }> = async ({ params, draftMode, previewData }) => {
  const path = pathFromSegments(params?.slug);
  // The code of the blocks, which the server must have before it renders them (lib/chrome/island.tsx).
  await loadIslands(islands);
  // An A/B test variant of a published page (`/_ab/{variant}/{path}`), reached through the proxy only.
  const variant = parseVariantPath(path);
  if (variant) {
    const props = (await publishedPathExists(variant.path)) ? await loadVariantPage(variant.variantId, variant.path) : null;
    return props
      ? { props: withStaticHtml(props), revalidate: env.REVALIDATE_SECONDS }
      : { notFound: true, revalidate: env.REVALIDATE_SECONDS };
  }
  // A marketer's look at one variant of a running test, opened from the test's screen: the page as
  // visitors of that variant see it (the control: the page itself), counted nowhere.
  const shownVariant = draftMode ? previewVariant(previewData) : undefined;
  if (shownVariant) {
    const props = (await loadVariantPage(shownVariant, path)) ?? (await loadPage(path, false));
    return props ? { props: withStaticHtml(props) } : { notFound: true };
  }
  const showsDrafts = Boolean(draftMode) || visibility(false).statuses.includes('draft');
  // Visitors' paths are checked against the index of published pages first: unknown ones cost no page read.
  if (!showsDrafts && !(await publishedPathExists(path))) return { notFound: true, revalidate: env.REVALIDATE_SECONDS };
  const props = await loadPage(path, Boolean(draftMode), previewVersion(previewData));
  // revalidate with notFound too, or a page published later would stay a 404 until the next deploy.
  if (!props) return { notFound: true, revalidate: env.REVALIDATE_SECONDS };
  return { props: withStaticHtml(props), revalidate: env.REVALIDATE_SECONDS };
};
