import type { GetStaticPaths, GetStaticProps } from 'next';
import { cmsPagePaths, cmsPageProps, pathFromSegments, type PageProps } from '@/pipeline/page-pipeline';
import { BlockPage } from '@/view/page';
import { isPriceRoutePath } from '@/lib/content';

export default function CmsPage(props: PageProps) {
  return <BlockPage {...props} />;
}

// The price pages have a route of their own (pages/prices/): their paths are built there.
export const getStaticPaths: GetStaticPaths = () => cmsPagePaths((path) => !isPriceRoutePath(path));

export const getStaticProps: GetStaticProps<PageProps, { slug?: string[] }> = ({ params, draftMode, previewData }) =>
  cmsPageProps({ path: pathFromSegments(params?.slug), draftMode, previewData });
