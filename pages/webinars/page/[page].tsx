import { webinarsPageProps } from '@/lib/content/listing-props';
import { listingProps, onRequestPaths } from '@/lib/content/routes';
import { WebinarsPage } from '@/components/content/webinars-page';

export default WebinarsPage;

export const getStaticPaths = onRequestPaths;

export const getStaticProps = listingProps(webinarsPageProps);
