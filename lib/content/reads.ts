// Content reads for getStaticProps, by the pages' read policy (lib/cms/page-props.ts). Lists follow
// the spec's section 7: a failed read is logged (by cmsQuery) and yields an empty list, and the page
// still renders. A detail page or the chrome that cannot be read throws instead, so Next keeps
// serving the last good page during a CMS outage.
import {
  ArticleBySlugDocument,
  ArticleVersionDocument,
  CaseBySlugDocument,
  CaseListDocument,
  AuthorBySlugDocument,
  AuthorListDocument,
  NewsBySlugDocument,
  NewsListDocument,
  NewsVersionDocument,
  NewsCardVersionDocument,
  WebinarBySlugDocument,
  WebinarListDocument,
  WebinarSignupDocument,
  WebinarVersionDocument,
  VideoCoursesDocument,
  type VideoCoursesQuery,
  type AuthorListQuery,
  type NewsListQuery,
  type WebinarListQuery,
  type LayoutFragment,
} from '@/schema/generated/graphql';
import { chromeOf, must, pageQuery, readLayout } from '@/lib/cms/page-props';
import { CmsUnavailableError, type CmsResult } from '@/lib/cms/client';
import { visibility } from '@/lib/cms/visibility';
import {
  cardVersion,
  itemsAfter,
  listPage,
  liveAfter,
  readReleaseLayout,
  releaseVersion,
  webinarsAfter,
  type ReleaseView,
  type Shown,
} from '@/lib/cms/release-view';
import { listed, shown, NEWS_PAGE_SIZE, PAST_WEBINARS_PAGE_SIZE } from './config';
import { isUpcoming, webinarWindowStart } from './window';
import { webinarSignup, type WebinarSignup } from '@/lib/forms/webinar-signup';

const pageOffset = (page: number, size: number) => (Math.max(1, page) - 1) * size;

export type WebinarCard = WebinarListQuery['upcoming'][number];
export type WebinarListing = { upcoming: WebinarCard[]; past: WebinarCard[]; pastTotal: number };

/**
 * Upcoming webinars (all, soonest first) and one page of past ones (latest first). In a release's
 * preview (`release`), as the release makes them, in the same order and pages (lib/cms/release-view.ts:
 * webinarsAfter).
 */
export async function readWebinarListing(page: number, preview: boolean, now = new Date(), release?: ReleaseView): Promise<WebinarListing> {
  const from = webinarWindowStart(now);
  const offset = pageOffset(page, PAST_WEBINARS_PAGE_SIZE);
  if (release) return webinarsAfter(release, now, offset, PAST_WEBINARS_PAGE_SIZE);
  const { statuses, readAs } = visibility(preview);
  const vars = { listed: listed(statuses), from, limit: PAST_WEBINARS_PAGE_SIZE, offset };
  const r = await pageQuery(WebinarListDocument, vars, readAs);
  if (!r.ok) return { upcoming: [], past: [], pastTotal: 0 };
  return { upcoming: r.data.upcoming, past: r.data.past, pastTotal: r.data.past_count[0]?.count?.id ?? 0 };
}

/**
 * The published, upcoming webinar `slug` to sign up for on the form's own page; null when there is
 * none (unknown, over, or the CMS not answering).
 */
export async function readWebinarSignup(slug: string, siteUrl: string): Promise<WebinarSignup | null> {
  const { statuses, readAs } = visibility(false);
  const r = await pageQuery(WebinarSignupDocument, { slug, shown: shown(statuses) }, readAs);
  const row = r.ok ? r.data.webinars[0] : undefined;
  return row && isUpcoming(row.date) ? webinarSignup(row, siteUrl) : null;
}

export type NewsCard = NewsListQuery['news'][number];
export type NewsListing = { items: NewsCard[]; total: number };

/**
 * One page of news, latest first; in a release's preview (`release`), as the release makes it: every
 * item live after it, sorted and paged here as the query sorts and pages (lib/cms/release-view.ts).
 */
export async function readNewsListing(page: number, preview: boolean, release?: ReleaseView): Promise<NewsListing> {
  const offset = pageOffset(page, NEWS_PAGE_SIZE);
  if (release) {
    const all = await itemsAfter<NewsCard>(
      release,
      'news',
      shown,
      async (filter) => must(await pageQuery(NewsListDocument, { shown: filter, limit: -1, offset: 0 }, 'preview'), 'News').news,
      cardVersion(NewsCardVersionDocument, 'news'),
    );
    // The query's sort: ["-date", "-id"].
    return listPage(all, ['-date', '-id'], offset, NEWS_PAGE_SIZE);
  }
  const { statuses, readAs } = visibility(preview);
  const vars = { shown: shown(statuses), limit: NEWS_PAGE_SIZE, offset };
  const r = await pageQuery(NewsListDocument, vars, readAs);
  if (!r.ok) return { items: [], total: 0 };
  return { items: r.data.news, total: r.data.news_aggregated[0]?.count?.id ?? 0 };
}

export type AuthorListItem = AuthorListQuery['authors'][number];

export async function readAuthors(preview: boolean): Promise<AuthorListItem[]> {
  const { statuses, readAs } = visibility(preview);
  const r = await pageQuery(AuthorListDocument, { statuses, shown: shown(statuses) }, readAs);
  return r.ok ? r.data.authors : [];
}

/**
 * The item as a content version shows it (Directus Content Versioning), for the preview of that
 * version: the item is found by its slug as it is, then read again with the version's changes.
 * A key Directus does not know (a deleted or promoted version) shows no item: the preview is a 404.
 */
async function inVersion<T>(
  item: T | null,
  version: string | undefined,
  read: (id: string, version: string) => Promise<CmsResult<T | null>>,
) {
  const id = (item as { id?: unknown } | null)?.id;
  if (!item || !version || id === undefined || id === null) return item;
  const r = await read(String(id), version);
  if (!r.ok && r.error.kind === 'network') throw new CmsUnavailableError(r.error.message);
  return r.ok ? r.data : null;
}

type Visibility = ReturnType<typeof visibility>;

/**
 * One item of `collection` by slug, and the layout beside it (lib/cms/page-props.ts: readLayout);
 * `item` is null when there is none to show. In preview, `view` names a content version to show
 * instead, read by `inVersionRead`, or a release: then the item is the one visitors see, with the
 * release's version of it, or the draft the release publishes (lib/cms/release-view.ts).
 */
async function readItem<T extends { id: string }>(
  what: string,
  collection: string,
  preview: boolean,
  { version, release }: Shown,
  bySlug: (v: Visibility) => Promise<CmsResult<T[]>>,
  inVersionRead: (id: string, version: string, v: Visibility) => Promise<CmsResult<T | null>>,
) {
  const v = visibility(preview && !release);
  const [read, layout] = await Promise.all([bySlug(v), release ? readReleaseLayout(release) : readLayout(preview)]);
  let item = must(read, what)[0] ?? null;
  if (release && !item) {
    const draft = must(await bySlug(visibility(true)), what)[0] ?? null;
    item = draft && liveAfter(release, collection, { id: draft.id }) ? draft : null;
  }
  const key = !preview ? undefined : release ? item && releaseVersion(release, collection, item.id) : version;
  item = await inVersion(item, key ?? undefined, (id, version) => inVersionRead(id, version, v));
  return { item, ...chromeOf(layout, preview, release?.name) };
}

export const readWebinar = (slug: string, preview: boolean, view: Shown = {}) =>
  readItem(
    `Webinar ${slug}`,
    'webinars',
    preview,
    view,
    async ({ statuses, readAs }) =>
      mapOk(await pageQuery(WebinarBySlugDocument, { slug, shown: shown(statuses) }, readAs), (d) => d.webinars),
    async (id, version) => mapOk(await pageQuery(WebinarVersionDocument, { id, version }, 'preview'), (d) => d.webinars_by_id),
  );

export const readNews = (slug: string, preview: boolean, view: Shown = {}) =>
  readItem(
    `News ${slug}`,
    'news',
    preview,
    view,
    async ({ statuses, readAs }) => mapOk(await pageQuery(NewsBySlugDocument, { slug, shown: shown(statuses) }, readAs), (d) => d.news),
    async (id, version) => mapOk(await pageQuery(NewsVersionDocument, { id, version }, 'preview'), (d) => d.news_by_id),
  );

export const readArticle = (slug: string, preview: boolean, view: Shown = {}) =>
  readItem(
    `Article ${slug}`,
    'articles',
    preview,
    view,
    async ({ statuses, readAs }) =>
      mapOk(await pageQuery(ArticleBySlugDocument, { slug, statuses, shown: shown(statuses) }, readAs), (d) => d.articles),
    async (id, version, { statuses }) =>
      mapOk(await pageQuery(ArticleVersionDocument, { id, version, statuses }, 'preview'), (d) => d.articles_by_id),
  );

const mapOk = <T, U>(r: CmsResult<T>, f: (data: T) => U): CmsResult<U> => (r.ok ? { ok: true, data: f(r.data) } : r);

/**
 * The layout of a detail page that no release changes (authors, cases), and what its read sees: in
 * a release's preview, what visitors see under the release's chrome.
 */
const detailView = (preview: boolean, { release }: Shown) => ({
  ...visibility(preview && !release),
  layout: release ? readReleaseLayout(release) : readLayout(preview),
  chrome: (layout: LayoutFragment) => chromeOf(layout, preview, release?.name),
});

export async function readAuthor(slug: string, preview: boolean, view: Shown = {}) {
  const { statuses, readAs, layout, chrome } = detailView(preview, view);
  const [read, layoutRead] = await Promise.all([
    pageQuery(AuthorBySlugDocument, { slug, statuses, shown: shown(statuses) }, readAs),
    layout,
  ]);
  const { authors } = must(read, `Author ${slug}`);
  return { item: authors[0] ?? null, ...chrome(layoutRead) };
}

export type VideoCourse = VideoCoursesQuery['video_courses'][number];

/** Academy video courses, highest index first. */
export async function readVideoCourses(preview: boolean): Promise<VideoCourse[]> {
  const { statuses, readAs } = visibility(preview);
  const r = await pageQuery(VideoCoursesDocument, { shown: shown(statuses) }, readAs);
  return r.ok ? r.data.video_courses : [];
}

export async function readCases(preview: boolean) {
  const { statuses, readAs } = visibility(preview);
  const [read, layout] = await Promise.all([pageQuery(CaseListDocument, { shown: shown(statuses) }, readAs), readLayout(preview)]);
  const { cases } = must(read, 'Cases');
  return { items: cases, ...chromeOf(layout, preview) };
}

export async function readCase(slug: string, preview: boolean, view: Shown = {}) {
  const { statuses, readAs, layout, chrome } = detailView(preview, view);
  const [read, layoutRead] = await Promise.all([pageQuery(CaseBySlugDocument, { slug, statuses, shown: shown(statuses) }, readAs), layout]);
  const { cases } = must(read, `Case ${slug}`);
  return { item: cases[0] ?? null, ...chrome(layoutRead) };
}
