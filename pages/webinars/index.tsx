import type { GetStaticProps } from 'next';
import { webinarsPageProps, type WebinarsPageProps } from '@/lib/content/listing-props';
import { revalidate } from '@/lib/content/isr';
import { WebinarsPage } from '@/components/content/webinars-page';
import { draftsShown } from '@/lib/cms/release-view';

export default WebinarsPage;

export const getStaticProps: GetStaticProps<WebinarsPageProps> = async ({ draftMode, previewData }) => {
  // The first page always exists, empty or not.
  const props = await webinarsPageProps(1, draftsShown(draftMode, previewData));
  if (!props) throw new Error('The first webinars page is always there');
  return { props, revalidate: revalidate() };
};
