import type { GetStaticPaths, GetStaticProps } from 'next';
import { newsPageProps, type NewsPageProps } from '@/lib/content/listing-props';
import { parsePage } from '@/lib/content/pages';
import { notFound, revalidate } from '@/lib/content/isr';
import { NewsPage } from '@/components/content/news-page';

export default NewsPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<NewsPageProps, { page: string }> = async ({ params, draftMode }) => {
  const page = parsePage(params?.page);
  if (!page) return notFound();
  const props = await newsPageProps(page, Boolean(draftMode));
  if (!props) return notFound();
  return { props, revalidate: revalidate() };
};
