import type { GetStaticPaths, GetStaticProps } from 'next';
import { loadPage, previewVersion, publishedPagePaths, type PageProps } from '@/lib/cms/page-data';
import { isPriceRoutePath, pricePath } from '@/lib/content/prices';
import { notFound, revalidate } from '@/lib/content/isr';
import { BlockPage } from '@/blocks/page';
import { islands } from '@/blocks/registry';
import { loadIslands } from '@/lib/chrome/island';
import { withStaticHtml } from '@/blocks/render-static';

export default function PricePage(props: PageProps) {
  return <BlockPage {...props} />;
}

// Prerender the published price pages that pass the validation step; the rest are built on request.
export const getStaticPaths: GetStaticPaths = async () => {
  return { paths: await publishedPagePaths(isPriceRoutePath), fallback: 'blocking' };
};

export const getStaticProps: GetStaticProps<PageProps, { data: string; edition?: string[] }> = async ({
  params,
  draftMode,
  previewData,
}) => {
  // The validation step: an unknown {data} or edition is a 404 even if a CMS page had that path.
  const path = pricePath(params?.data, params?.edition);
  if (!path) return notFound();
  // The code of the blocks, which the server must have before it renders them (lib/chrome/island.tsx).
  await loadIslands(islands);
  const props = await loadPage(path, Boolean(draftMode), previewVersion(previewData));
  if (!props) return notFound();
  return { props: withStaticHtml(props), revalidate: revalidate() };
};
