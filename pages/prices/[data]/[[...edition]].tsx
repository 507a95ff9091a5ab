import type { GetStaticPaths, GetStaticProps } from 'next';
import { loadPage, previewVersion, type PageProps } from '@/lib/cms/page-data';
import { isPriceRoutePath, pricePath } from '@/lib/content/prices';
import { PagePathsDocument } from '@/schema/generated/graphql';
import { cmsQuery } from '@/lib/cms/client';
import { visibility } from '@/lib/cms/visibility';
import { notFound, revalidate } from '@/lib/content/isr';
import { PageView } from '@/components/page-view';
import { RenderBlocks } from '@/blocks/render-blocks';

export default function PricePage(props: PageProps) {
  return (
    <PageView {...props}>
      <RenderBlocks blocks={props.page.blocks} />
    </PageView>
  );
}

// Prerender the published price pages that pass the validation step; the rest are built on request.
export const getStaticPaths: GetStaticPaths = async () => {
  const { statuses, readAs } = visibility(false);
  const result = await cmsQuery(PagePathsDocument, { statuses }, readAs);
  const paths = result.ok ? result.data.pages.flatMap((p) => (p.path && isPriceRoutePath(p.path) ? [p.path] : [])) : [];
  return { paths, fallback: 'blocking' };
};

export const getStaticProps: GetStaticProps<PageProps, { data: string; edition?: string[] }> = async ({
  params,
  draftMode,
  previewData,
}) => {
  // The validation step: an unknown {data} or edition is a 404 even if a CMS page had that path.
  const path = pricePath(params?.data, params?.edition);
  if (!path) return notFound();
  const props = await loadPage(path, Boolean(draftMode), previewVersion(previewData));
  if (!props) return notFound();
  return { props, revalidate: revalidate() };
};
