import type { GetStaticPaths, GetStaticProps } from 'next';
import { webinarsPageProps, type WebinarsPageProps } from '@/lib/content/listing-props';
import { parsePage } from '@/lib/content/pages';
import { notFound, revalidate } from '@/lib/content/isr';
import { WebinarsPage } from '@/components/content/webinars-page';

export default WebinarsPage;

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<WebinarsPageProps, { page: string }> = async ({ params, draftMode }) => {
  const page = parsePage(params?.page);
  if (!page) return notFound();
  const props = await webinarsPageProps(page, Boolean(draftMode));
  if (!props) return notFound();
  return { props, revalidate: revalidate() };
};
