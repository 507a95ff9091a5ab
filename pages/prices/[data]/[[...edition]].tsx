import type { GetStaticPaths, GetStaticProps } from 'next';
import { cmsPagePaths, cmsPageProps, type PageProps } from '@/pipeline/page-pipeline';
import { BlockPage } from '@/view/page';
import { isPriceRoutePath, notFound, pricePath } from '@/lib/content';

export default function PricePage(props: PageProps) {
  return <BlockPage {...props} />;
}

export const getStaticPaths: GetStaticPaths = () => cmsPagePaths(isPriceRoutePath);

export const getStaticProps: GetStaticProps<PageProps, { data: string; edition?: string[] }> = async ({
  params,
  draftMode,
  previewData,
}) => {
  // The validation step: an unknown {data} or edition is a 404 even if a CMS page had that path.
  const path = pricePath(params?.data, params?.edition);
  return path ? cmsPageProps({ path, draftMode, previewData }) : notFound();
};
