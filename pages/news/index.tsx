import type { GetStaticProps } from 'next';
import { newsPageProps, type NewsPageProps } from '@/lib/content/listing-props';
import { revalidate } from '@/lib/content/isr';
import { NewsPage } from '@/components/content/news-page';
import { draftsShown } from '@/lib/cms/release-view';

export default NewsPage;

export const getStaticProps: GetStaticProps<NewsPageProps> = async ({ draftMode, previewData }) => {
  const props = await newsPageProps(1, draftsShown(draftMode, previewData));
  if (!props) throw new Error('The first news page is always there');
  return { props, revalidate: revalidate() };
};
