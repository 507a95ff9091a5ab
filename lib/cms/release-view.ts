// The whole site as a release will make it, for a marketer's preview of the release (docs/adr/0026).
// The release's changes are read once per request; then what a read sees changes in three ways:
// - an item with a content version in the release (a page, a menu, the site's settings, a webinar…)
//   is read as that version (lib/cms/version-read.ts), as publishing will promote it;
// - an item the release publishes whole (a new page, a draft until then) is shown; no other draft is;
// - a menu link to a draft page the release does not publish is left out, as it is on the live site.
// Everything else is read as visitors see it. Nothing of it is cached: a preview is draft mode,
// which bypasses ISR and the CDN.
import { GlobalsVersionDocument, LayoutOnlyDocument, MenuVersionDocument, type LayoutFragment } from '@/schema/generated/graphql';
import { cmsRest, CmsError, CmsUnavailableError } from './client';
import { readVersion } from './version-read';
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
 * Whether a route the release view does not reach (listings, search, cases, authors) shows drafts:
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
 * pages, then with the release's versions of menus and settings in place.
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
  return { ...layout, globals, navigation };
}
