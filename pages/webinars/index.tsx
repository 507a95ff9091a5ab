import { webinarsPageProps } from '@/lib/content/listing-props';
import { listingProps } from '@/lib/content/routes';
import { WebinarsPage } from '@/components/content/webinars-page';

export default WebinarsPage;

// The first page always exists, empty or not.
export const getStaticProps = listingProps(webinarsPageProps);
