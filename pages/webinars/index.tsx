import type { GetStaticProps } from 'next';
import { webinarsPageProps, type WebinarsPageProps } from '@/lib/content/listing-props';
import { revalidate } from '@/lib/content/isr';
import { WebinarsPage } from '@/components/content/webinars-page';

export default WebinarsPage;

export const getStaticProps: GetStaticProps<WebinarsPageProps> = async ({ draftMode }) => {
  // The first page always exists, empty or not.
  const props = await webinarsPageProps(1, Boolean(draftMode));
  if (!props) throw new Error('The first webinars page is always there');
  return { props, revalidate: revalidate() };
};
