// Props of the paginated listings, shared by each section's first page and its /page/{n}/ pages.
// In a release's preview (`release`), the listing and the chrome are as the release makes them.
import { NEWS_PAGE_SIZE, PAST_WEBINARS_PAGE_SIZE } from './config';
import { pageCount } from './pages';
import { chromeOf, readChrome, type Chrome } from '@/lib/cms/page-props';
import { readReleaseLayout, type ReleaseView } from '@/lib/cms/release-view';
import { readNewsListing, readVideoCourses, readWebinarListing, type NewsListing, type VideoCourse, type WebinarListing } from './reads';

export type WebinarsPageProps = Chrome & { listing: WebinarListing; courses: VideoCourse[]; page: number; pages: number };
export type NewsPageProps = Chrome & { listing: NewsListing; page: number; pages: number };

/** The chrome of a list: in a release's preview, the release's, with its bar. */
const listChrome = async (preview: boolean, release?: ReleaseView): Promise<Chrome> =>
  release ? chromeOf(await readReleaseLayout(release), preview, release.name) : readChrome(preview);

/** Null when the page number is past the last page (the route answers 404). */
export async function webinarsPageProps(page: number, preview: boolean, release?: ReleaseView): Promise<WebinarsPageProps | null> {
  const drafts = preview && !release;
  const [chrome, listing, courses] = await Promise.all([
    listChrome(preview, release),
    readWebinarListing(page, drafts, new Date(), release),
    // Video courses are not in releases: visitors' ones.
    page === 1 ? readVideoCourses(drafts) : [],
  ]);
  const pages = pageCount(listing.pastTotal, PAST_WEBINARS_PAGE_SIZE);
  if (page > pages) return null;
  return { ...chrome, listing, courses, page, pages };
}

export async function newsPageProps(page: number, preview: boolean, release?: ReleaseView): Promise<NewsPageProps | null> {
  const [chrome, listing] = await Promise.all([listChrome(preview, release), readNewsListing(page, preview && !release, release)]);
  const pages = pageCount(listing.total, NEWS_PAGE_SIZE);
  if (page > pages) return null;
  return { ...chrome, listing, page, pages };
}
