// The whole site as a release will make it, for a marketer's preview of the release (docs/adr/0026).
// The release's changes are read once per request; then what a read sees changes in three ways:
// - an item with a content version in the release (a page, a menu, the site's settings, a webinar…)
//   is read as that version (lib/cms/version-read.ts), as publishing will promote it;
// - an item the release publishes whole (a new page, a draft until then) is shown; no other draft is;
// - a menu link to a draft page the release does not publish is left out, as it is on the live site;
// - a list (webinars, news) takes the items live once the release is out, the release's versions of
//   them in place, and is sorted and paged as the live list is (itemsAfter, listPage).
// Everything else is read as visitors see it. Nothing of it is cached: a preview is draft mode,
// which bypasses ISR and the CDN (Next answers it `Cache-Control: private, no-cache, no-store`).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  GlobalsVersionDocument,
  HeaderArticleVersionDocument,
  LatestArticleDocument,
  LayoutOnlyDocument,
  MenuVersionDocument,
  WebinarCardVersionDocument,
  WebinarListDocument,
  type LayoutFragment,
  type WebinarListQuery,
} from '@/schema/generated/graphql';
import { listed, shown } from '@/lib/content/config';
import { isUpcoming, webinarWindowStart } from '@/lib/content/window';
import { cmsRest, CmsError, CmsUnavailableError } from './client';
import { readVersion, sortedLike } from './version-read';
import { must, pageQuery } from './page-props';
import { previewRelease, previewVersion } from './preview-version';

export type ReleaseView = {
  id: number;
  name: string;
  /** `collection` → item key → the key of the content version the release promotes. */
  versions: Record<string, Record<string, string>>;
  /** `collection` → keys of the items the release publishes whole (drafts until then). */
  whole: Record<string, string[]>;
  /** The pages the release moves: their new address → the page's key. */
  moved: Record<string, string>;
};

/**
 * What a preview shows in place of what visitors see: one content `version` of the item opened (its
 * key), or the whole site as a `release` will make it.
 */
export type Shown = { version?: string; release?: ReleaseView };

/** What the preview's data (pages/api/preview) asks to be shown; null when its release is gone. */
export async function previewShown(previewData: unknown): Promise<Shown | null> {
  const release = previewRelease(previewData);
  if (!release) return { version: previewVersion(previewData) };
  const view = await readReleaseView(release);
  return view && { release: view };
}

/**
 * What a list's route shows: `preview`, whether it is a preview at all, and in a release's preview the
 * release (`release`), whose lists are as it makes them (itemsAfter); null when its release is gone.
 */
export async function listShown(
  draftMode: boolean | undefined,
  previewData: unknown,
): Promise<{ preview: boolean; release?: ReleaseView } | null> {
  if (!draftMode) return { preview: false };
  const shown = await previewShown(previewData);
  if (!shown) return null;
  return shown.release ? { preview: true, release: shown.release } : { preview: true };
}

/**
 * Whether a route the release view does not reach (search, cases, authors) shows drafts:
 * in a plain preview it does; in a release's preview it shows what visitors see, never a draft the
 * release does not hold.
 */
export const draftsShown = (draftMode: boolean | undefined, previewData: unknown) => Boolean(draftMode) && !previewRelease(previewData);

type ChangeRow = { collection: string; item: string; version: { key: string; delta: unknown } | null };

/** The address a version gives its page, if it changes it. */
function movedTo(delta: unknown): string | undefined {
  const parsed: unknown = typeof delta === 'string' ? JSON.parse(delta) : delta;
  const path = (parsed as { path?: unknown } | null)?.path;
  return typeof path === 'string' ? path : undefined;
}

/** The release `id` as its preview shows it; null when there is no such release (deleted since the link was made). */
export async function readReleaseView(id: number): Promise<ReleaseView | null> {
  try {
    const [release, changes] = await Promise.all([
      cmsRest<{ id: number; name: string } | null>('GET', `/items/releases/${id}?fields=id,name`, { access: 'preview' }),
      cmsRest<ChangeRow[]>(
        'GET',
        `/items/release_changes?filter[release][_eq]=${id}&fields=collection,item,version.key,version.delta&limit=-1`,
        {
          access: 'preview',
        },
      ),
    ]);
    if (!release) return null;
    const view: ReleaseView = { id, name: release.name, versions: {}, whole: {}, moved: {} };
    for (const c of changes) {
      if (c.version?.key) (view.versions[c.collection] ??= {})[String(c.item)] = c.version.key;
      else (view.whole[c.collection] ??= []).push(String(c.item));
      const to = c.collection === 'pages' ? movedTo(c.version?.delta) : undefined;
      if (to) view.moved[to] = String(c.item);
    }
    return view;
  } catch (e) {
    // Directus answers 403 for a release it does not have.
    if (e instanceof CmsError && (e.status === 403 || e.status === 404)) return null;
    throw new CmsUnavailableError(`Release ${id} could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The key of the content version of the item that the release promotes, if it has one. */
export const releaseVersion = (view: ReleaseView, collection: string, item: string | number): string | undefined =>
  view.versions[collection]?.[String(item)];

/**
 * Whether an item is on the site once the release is out: published already (`status` as the
 * release's version of it has it), or published by the release.
 */
export const liveAfter = (view: ReleaseView, collection: string, item: { id: string | number; status?: string | null }) =>
  item.status === 'published' || Boolean(view.whole[collection]?.includes(String(item.id)));

type Filter = { readonly [field: string]: unknown };

/**
 * The Directus filter, in place of a status filter, of the items of `collection` live once the
 * release is out: published ones and those the release publishes. A read with it needs the preview
 * token (the public role reads published items only).
 */
export function liveAfterFilter(view: ReleaseView, collection: string): Filter {
  const published = { status: { _eq: 'published' } };
  const whole = view.whole[collection] ?? [];
  return whole.length ? { _or: [published, { id: { _in: whole } }] } : published;
}

/**
 * The items of `collection` that a list takes once the release is out, in no order. `where` makes
 * the list's filter from a status filter (lib/content/config.ts: shown, listed); it gets
 * liveAfterFilter. The items the release has a version of are read as the version has them
 * (`asVersion`, null when the version's item does not pass the filter: the version may change its
 * date, status, language…); `read` reads the rest, all of them, unpaged.
 */
export async function itemsAfter<T>(
  view: ReleaseView,
  collection: string,
  where: (status: Filter) => Filter,
  read: (filter: Filter) => Promise<readonly T[]>,
  asVersion: (id: string, version: string, filter: Filter) => Promise<T | null>,
): Promise<T[]> {
  const filter = where(liveAfterFilter(view, collection));
  const versions = Object.entries(view.versions[collection] ?? {});
  const [rest, versioned] = await Promise.all([
    read(versions.length ? { _and: [filter, { id: { _nin: versions.map(([id]) => id) } }] } : filter),
    Promise.all(versions.map(([id, key]) => asVersion(id, key, filter))),
  ]);
  return [...rest, ...versioned.filter((v): v is Awaited<T> => v !== null)];
}

/**
 * itemsAfter's `asVersion` for a list's cards: the item as a content version has it, read with the
 * card `document` (`WebinarCardVersion`, …); null when it does not pass the list's filter.
 */
export const cardVersion =
  <T>(document: TypedDocumentNode<Record<string, unknown>, { id: string; version: string }>, collection: string) =>
  async (id: string, version: string, filter: Filter): Promise<T | null> => {
    const v = await readVersion(document, collection, id, version, { id, version }, filter);
    if (!v.ok) throw new CmsUnavailableError(v.error.message);
    return (v.data as T | null) ?? null;
  };

/**
 * One page of a list, in the order of the Directus `sort` its live read asks for, and how many the
 * list has: `limit` -1 is all of them, as in Directus.
 */
export function listPage<T extends object>(items: readonly T[], sort: readonly string[], offset = 0, limit = -1) {
  const sorted = sortedLike(items, sort);
  return { items: sorted.slice(offset, limit < 0 ? undefined : offset + limit), total: items.length };
}

/**
 * The webinars lists (the webinars page, the header's column) as the release makes them: the
 * upcoming ones, soonest first, all of them; the past ones latest first, `limit` from `offset`, and
 * how many are past. The window is the site's (lib/content/window.ts), as the live read's `$from`.
 */
export async function webinarsAfter(view: ReleaseView, now: Date, offset: number, limit: number) {
  type Card = WebinarListQuery['upcoming'][number];
  const all = await itemsAfter<Card>(
    view,
    'webinars',
    listed,
    async (filter) => {
      const vars = { listed: filter, from: webinarWindowStart(now), limit: -1, offset: 0 };
      const d = must(await pageQuery(WebinarListDocument, vars, 'preview'), 'Webinars');
      return [...d.upcoming, ...d.past];
    },
    cardVersion(WebinarCardVersionDocument, 'webinars'),
  );
  // The query's sorts: upcoming ["date"], past ["-date"]; an undated webinar is in neither.
  const dated = all.filter((w) => w.date);
  const past = listPage(
    dated.filter((w) => !isUpcoming(w.date, now)),
    ['-date'],
    offset,
    limit,
  );
  const upcoming = listPage(
    dated.filter((w) => isUpcoming(w.date, now)),
    ['date'],
  ).items;
  return { upcoming, past: past.items, pastTotal: past.total };
}

/** Whether the release changes anything of `collection`: publishes an item of it, or has a version of one. */
const touches = (view: ReleaseView, collection: string) => Boolean(view.whole[collection]?.length || view.versions[collection]);

/**
 * The header's column (the soonest or latest webinar, the latest article) as the release makes it,
 * read again only for what the release changes.
 */
async function latestAfter(view: ReleaseView, layout: LayoutFragment): Promise<LayoutFragment> {
  const [webinars, article] = await Promise.all([
    touches(view, 'webinars') ? webinarsAfter(view, new Date(), 0, 1) : null,
    touches(view, 'articles')
      ? itemsAfter<LayoutFragment['latest_articles'][number]>(
          view,
          'articles',
          shown,
          async (filter) => must(await pageQuery(LatestArticleDocument, { shown: filter }, 'preview'), 'The latest article').articles,
          cardVersion(HeaderArticleVersionDocument, 'articles'),
        )
      : null,
  ]);
  return {
    ...layout,
    ...(webinars ? { upcoming_webinars: webinars.upcoming, past_webinars: webinars.past } : {}),
    ...(article ? { latest_articles: listPage(article, ['-date'], 0, 1).items } : {}),
  };
}

/** A read of a version the release names: its item as the version has it, or the item as it is when the version is gone. */
async function asVersion<T>(read: () => ReturnType<typeof readVersion>, as: T): Promise<T> {
  const v = await read();
  if (!v.ok) throw new CmsUnavailableError(v.error.message);
  return (v.data as T | null) ?? as;
}

type Linked = { page?: { id: string; status?: string | null } | null; children?: readonly (Linked | null)[] | null };

/** A menu item whose page is not live after the release loses its page (the chrome then leaves a bare link out). */
function linkedLive<T extends Linked>(item: T, view: ReleaseView): T {
  const page = item.page && !liveAfter(view, 'pages', item.page) && !releaseVersion(view, 'pages', item.page.id) ? null : item.page;
  return { ...item, page, ...(item.children ? { children: item.children.map((c) => c && linkedLive(c, view)) } : {}) };
}

/**
 * The layout (menus, settings, the header's latest webinar and article) as the release makes it:
 * read as visitors see it but with the preview's token, so that a menu can link to the release's new
 * pages, then with the release's versions of menus and settings in place, and the header's column
 * with the release's webinars and articles.
 */
export async function readReleaseLayout(view: ReleaseView): Promise<LayoutFragment> {
  const layout = must(await pageQuery(LayoutOnlyDocument, { statuses: ['published'] }, 'preview'), 'The layout');
  const navigation = await Promise.all(
    (layout.navigation ?? []).map(async (menu) => {
      const key = releaseVersion(view, 'navigation', menu.id);
      const shown = key
        ? await asVersion(() => readVersion(MenuVersionDocument, 'navigation', menu.id, key, { id: menu.id, version: key }), menu)
        : menu;
      return { ...shown, items: (shown.items ?? []).map((item) => item && linkedLive(item, view)) };
    }),
  );
  const [settingsItem, settingsKey] = Object.entries(view.versions.globals ?? {})[0] ?? [];
  const globals =
    settingsItem && settingsKey
      ? await asVersion(
          () => readVersion(GlobalsVersionDocument, 'globals', settingsItem, settingsKey, { version: settingsKey }),
          layout.globals,
        )
      : layout.globals;
  return { ...(await latestAfter(view, layout)), globals, navigation };
}
