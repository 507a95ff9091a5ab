// Which content-section pages a change of a content collection affects. Called by
// collections/site/affected.ts, which adds every page of the site when asked to.
import { fieldHistory, findRows } from '@/lib/cms/admin';
import { NEWS_PAGE_SIZE, PAST_WEBINARS_PAGE_SIZE } from '@/lib/content/config';
import { pageCount, pageHref } from '@/lib/content/pages';

const strings = (values: unknown[]) => [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];

/** Detail pages of the given rows under every slug they had (a renamed item's old page must go). */
async function detailPaths(collection: string, section: string, keys: string[]) {
  return strings(await fieldHistory(collection, keys, 'slug')).map((slug) => `${section}${slug}/`);
}

async function allDetailPaths(collection: string, section: string) {
  return strings((await findRows(collection, {}, ['slug'])).map((r) => r.slug)).map((slug) => `${section}${slug}/`);
}

/**
 * A listing's pages. Counted over every row, drafts included, and one page more: an item that has
 * just left the listing may have emptied its last page, which then has to become a 404.
 */
async function listingPaths(collection: string, base: string, size: number) {
  const total = (await findRows(collection, {}, ['id'])).length;
  return Array.from({ length: pageCount(total, size) + 1 }, (_, i) => pageHref(base, i + 1));
}

const webinarListings = () => listingPaths('webinars', '/webinars/', PAST_WEBINARS_PAGE_SIZE);
const newsListings = () => listingPaths('news', '/news/', NEWS_PAGE_SIZE);

/** Every page of the content sections (after a change shown on all pages: menus, the header column). */
export async function allContentPaths(): Promise<string[]> {
  const lists = await Promise.all([
    webinarListings(),
    newsListings(),
    allDetailPaths('webinars', '/webinars/'),
    allDetailPaths('news', '/news/'),
    allDetailPaths('articles', '/articles/'),
    allDetailPaths('authors', '/articles/authors/'),
    allDetailPaths('cases', '/cases/'),
  ]);
  return [...lists.flat(), '/articles/authors/', '/cases/'];
}

/**
 * The pages a change affects, or null when the collection is not a content one. `everyPage`: the
 * change also shows on every page of the site (webinars and articles are in the header column of
 * every page), which the caller adds after `paths`.
 */
export type ContentChange = { paths: string[]; everyPage: boolean };

const only = (paths: string[]): ContentChange => ({ paths, everyPage: false });

export async function contentAffectedPaths(collection: string, keys: string[]): Promise<ContentChange | null> {
  switch (collection) {
    case 'webinars':
    case 'articles':
    case 'languages':
    case 'products':
      // The item's own pages first (the old slug of a renamed item is not among the current rows),
      // then everything else.
      return {
        paths: [
          ...(collection === 'webinars' ? [...(await detailPaths('webinars', '/webinars/', keys)), ...(await webinarListings())] : []),
          ...(collection === 'articles' ? await detailPaths('articles', '/articles/', keys) : []),
        ],
        everyPage: true,
      };
    case 'news':
      return only([...(await newsListings()), ...(await detailPaths('news', '/news/', keys))]);
    case 'webinar_speakers': {
      const webinars = strings((await fieldHistory('webinar_speakers', keys, 'webinar')).map(String));
      return only(await detailPaths('webinars', '/webinars/', webinars));
    }
    case 'authors':
    case 'author_social_items': {
      const authors = collection === 'authors' ? keys : strings((await fieldHistory(collection, keys, 'author')).map(String));
      // The author card is on each of their articles too.
      const articles = strings((await findRows('articles', { author: { _in: authors } }, ['id'])).map((r) => String(r.id)));
      return only([
        '/articles/authors/',
        ...(await detailPaths('authors', '/articles/authors/', authors)),
        ...(await detailPaths('articles', '/articles/', articles)),
      ]);
    }
    case 'video_courses':
      return only(['/webinars/']);
    case 'cases':
      return only(['/cases/', ...(await detailPaths('cases', '/cases/', keys))]);
    case 'cases_pages': {
      const cases = strings((await fieldHistory('cases_pages', keys, 'cases_id')).map(String));
      return only(await detailPaths('cases', '/cases/', cases));
    }
    case 'comments': {
      const articles = strings((await fieldHistory('comments', keys, 'article')).map(String));
      return only(await detailPaths('articles', '/articles/', articles));
    }
    case 'articles_authors': {
      // The co-authors' cards are on the article, and the article is on each co-author's page.
      const articles = strings((await fieldHistory('articles_authors', keys, 'articles_id')).map(String));
      const authors = strings((await fieldHistory('articles_authors', keys, 'authors_id')).map(String));
      return only([
        ...(await detailPaths('articles', '/articles/', articles)),
        ...(await detailPaths('authors', '/articles/authors/', authors)),
      ]);
    }
    case 'articles_service':
    case 'articles_kedo':
    case 'Articles_tax_monitor': {
      const authors = strings((await fieldHistory(collection, keys, 'author')).map(String));
      return only(await detailPaths('authors', '/articles/authors/', authors));
    }
    default:
      return null;
  }
}
