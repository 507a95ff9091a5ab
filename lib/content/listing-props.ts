// Props of the paginated listings, shared by each section's first page and its /page/{n}/ pages.
import { NEWS_PAGE_SIZE, PAST_WEBINARS_PAGE_SIZE } from './config';
import { pageCount } from './pages';
import { readChrome, type Chrome } from '@/lib/cms/page-props';
import { readNewsListing, readVideoCourses, readWebinarListing, type NewsListing, type VideoCourse, type WebinarListing } from './reads';

export type WebinarsPageProps = Chrome & { listing: WebinarListing; courses: VideoCourse[]; page: number; pages: number };
export type NewsPageProps = Chrome & { listing: NewsListing; page: number; pages: number };

/** Null when the page number is past the last page (the route answers 404). */
export async function webinarsPageProps(page: number, preview: boolean): Promise<WebinarsPageProps | null> {
  const [chrome, listing, courses] = await Promise.all([
    readChrome(preview),
    readWebinarListing(page, preview),
    page === 1 ? readVideoCourses(preview) : [],
  ]);
  const pages = pageCount(listing.pastTotal, PAST_WEBINARS_PAGE_SIZE);
  if (page > pages) return null;
  return { ...chrome, listing, courses, page, pages };
}

export async function newsPageProps(page: number, preview: boolean): Promise<NewsPageProps | null> {
  const [chrome, listing] = await Promise.all([readChrome(preview), readNewsListing(page, preview)]);
  const pages = pageCount(listing.total, NEWS_PAGE_SIZE);
  if (page > pages) return null;
  return { ...chrome, listing, page, pages };
}
