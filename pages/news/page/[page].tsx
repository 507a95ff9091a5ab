import { newsPageProps } from '@/lib/content/listing-props';
import { listingProps, onRequestPaths } from '@/lib/content/routes';
import { NewsPage } from '@/components/content/news-page';

export default NewsPage;

export const getStaticPaths = onRequestPaths;

export const getStaticProps = listingProps(newsPageProps);
