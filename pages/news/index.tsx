import { newsPageProps } from '@/lib/content/listing-props';
import { listingProps } from '@/lib/content/routes';
import { NewsPage } from '@/components/content/news-page';

export default NewsPage;

// The first page always exists, empty or not.
export const getStaticProps = listingProps(newsPageProps);
