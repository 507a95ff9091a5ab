// Which page paths a change affects, so that exactly those are regenerated: pages, their blocks and
// the chrome of every page here; content sections and A/B tests in their own folders' affected.ts.
import { fieldHistory, findRows } from '@/lib/cms/admin';
import { allContentPaths, contentAffectedPaths } from '@/collections/content/affected';
import { experimentAffectedPaths, variantPathsOfBlocks } from '@/collections/experiments/affected';
import { dropRunningExperiments } from '@/lib/experiments/running';
import { PAGE_LINK_FIELDS } from '@/schema/generated/page-links';

/** What the Directus flow sends: the event hook's trigger data. */
export type ChangeEvent = { event?: string; collection: string; key?: string | number; keys?: (string | number)[]; payload?: unknown };

/** Collections shown in the chrome of every page: a change regenerates all pages. */
const LAYOUT = new Set(['globals', 'navigation', 'navigation_items', 'social_links', 'breadcrumb_titles']);

const strings = (values: unknown[]) => [
  ...new Set(values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String)),
];

export function changedKeys(e: ChangeEvent): string[] {
  // create sends `key`, update `keys`, delete sends the keys as its payload.
  if (e.keys) return strings(e.keys);
  if (e.key !== undefined) return strings([e.key]);
  return Array.isArray(e.payload) ? strings(e.payload) : [];
}

/** Pages of pages/ with a fixed path that show the chrome (menus, footer) and are regenerated like the rest;
 * the 404 page is what every unknown address shows. */
const FIXED_PAGES_WITH_CHROME = ['/subscription/', '/404/'];

/** Every page, the most visited first: the home page, then pages by depth, then the content sections' items. */
async function allPaths(): Promise<string[]> {
  const [pages, content] = await Promise.all([findRows('pages', {}, ['path']), allContentPaths()]);
  const byDepth = strings(pages.map((r) => r.path)).sort((a, b) => a.split('/').length - b.split('/').length);
  return strings([...byDepth, ...content, ...FIXED_PAGES_WITH_CHROME]);
}

const pagePaths = async (pageIds: string[]) => strings(await fieldHistory('pages', pageIds, 'path'));

/** Pages that hold (or held) the given items of a block collection. */
async function pagesOfBlocks(collection: string, items: string[]): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = await findRows('pages_blocks', { collection: { _eq: collection }, item: { _in: items } }, ['id']);
  const junction = strings(rows.map((r) => r.id));
  // A block may also be an A/B test variant's, shown on that variant's own page.
  const [pages, variants] = await Promise.all([
    pagePaths(strings(await fieldHistory('pages_blocks', junction, 'pages_id'))),
    variantPathsOfBlocks(collection, items),
  ]);
  return [...pages, ...variants];
}

/** Whether a change of pages can change where links to them lead: a new path or status, or a deletion. */
function movesPages(e: ChangeEvent): boolean {
  if (e.event?.endsWith('.delete')) return true;
  const payload = e.payload;
  return !!payload && typeof payload === 'object' && !Array.isArray(payload) && ('path' in payload || 'status' in payload);
}

/**
 * Pages showing a link to one of the given pages (`f.pageLink` in the model): links show the page's
 * current path, so a rename or unpublishing changes the pages holding them. A link in the chrome
 * (a menu item) is on every page.
 */
async function pathsLinkingTo(pageIds: string[]): Promise<string[] | 'all'> {
  const ids = { _in: pageIds };
  const found = await Promise.all(
    PAGE_LINK_FIELDS.map(async ({ collection, field }) => {
      // Redirects show on no page: the proxy applies them per request.
      if (collection === 'redirects') return [];
      const items = strings((await findRows(collection, { [field]: ids }, ['id'])).map((r) => r.id));
      if (items.length === 0) return [];
      if (LAYOUT.has(collection)) return 'all' as const;
      const itemsOf = /^(block_\w+)_items$/.exec(collection)?.[1];
      if (!itemsOf) return pagesOfBlocks(collection, items);
      return pagesOfBlocks(itemsOf, strings(await fieldHistory(collection, items, `${itemsOf}_id`)));
    }),
  );
  return found.includes('all') ? 'all' : found.flatMap((paths) => (paths === 'all' ? [] : paths));
}

/** Paths to regenerate; `everyPage` when they are every page of the site (a bulk run, lib/revalidate/regeneration-queue.ts). */
export type Wave = { paths: string[]; everyPage: boolean };

/**
 * The affected paths in the order they must be regenerated, each wave after the one before has
 * finished: a link never goes live before its target, nor stays after it.
 * - A page that is live now (published, renamed) is served at its path before the pages linking to
 *   it show the link (a menu item chosen for a page published by the schedule appeared 8.6 s before
 *   the page answered).
 * - A page gone (deleted, unpublished, its old path after a rename) stops being served only after
 *   the pages linking to it have dropped or changed the link.
 */
export async function affectedPathWaves(e: ChangeEvent): Promise<Wave[]> {
  return inOrder(await phases(e));
}

/**
 * The waves of several changes published together (a release): the changes' waves merged phase by
 * phase, so that every page the release puts live is served before any page shows a link to it,
 * and each path is regenerated once, in the first wave that names it.
 */
export async function batchWaves(changes: ChangeEvent[]): Promise<Wave[]> {
  const all = await Promise.all(changes.map(phases));
  const merged = (['live', 'linking', 'gone'] as const).map((phase) => ({
    paths: strings(all.flatMap((p) => p[phase].paths)),
    everyPage: all.some((p) => p[phase].everyPage && p[phase].paths.length > 0),
  }));
  const seen = new Set<string>();
  return inOrder({
    live: dropSeen(merged[0]!, seen),
    linking: dropSeen(merged[1]!, seen),
    gone: dropSeen(merged[2]!, seen),
  });
}

type Phases = Record<'live' | 'linking' | 'gone', Wave>;

const dropSeen = (wave: Wave, seen: Set<string>): Wave => {
  const paths = wave.paths.filter((p) => !seen.has(p));
  paths.forEach((p) => seen.add(p));
  return { ...wave, paths };
};

const inOrder = ({ live, linking, gone }: Phases): Wave[] => [live, linking, gone].filter((wave) => wave.paths.length > 0);

const none: Wave = { paths: [], everyPage: false };

/**
 * A change's paths by when they are regenerated: the pages it puts live or edits, then the pages
 * showing it elsewhere (linking to a page, or a menu on every page), then the pages gone. A page
 * edited where it stands (a release's version of its blocks) is among the first: it is one of the
 * release's own changes, and whatever it links to that the release publishes is served already
 * (the index of published paths is refreshed before the first wave, pages/api/revalidate.ts).
 */
async function phases(e: ChangeEvent): Promise<Phases> {
  if (e.collection === 'pages' && !movesPages(e)) return { live: await affected(e), linking: none, gone: none };
  if (e.collection !== 'pages') return { live: none, linking: await affected(e), gone: none };
  // The reads at once (each is a round trip to a busy Directus before the first page can start).
  const keys = changedKeys(e);
  const deleted = !!e.event?.endsWith('.delete');
  const [{ paths: all, everyPage }, live, ownPaths] = await Promise.all([
    movedPages(keys, deleted),
    deleted
      ? ([] as string[])
      : findRows('pages', { id: { _in: keys }, status: { _eq: 'published' } }, ['path']).then((rows) => strings(rows.map((r) => r.path))),
    pagePaths(keys),
  ]);
  const own = new Set(ownPaths);
  return {
    live: { paths: live, everyPage: false },
    linking: { paths: all.filter((p) => !own.has(p)), everyPage },
    gone: { paths: all.filter((p) => own.has(p) && !live.includes(p)), everyPage: false },
  };
}

/** A page renamed, published, unpublished or deleted: its own paths and the pages linking to it. */
async function movedPages(keys: string[], deleted: boolean): Promise<Wave> {
  // A test of a page gone or moved stops at once: the page-safety hook ends a deleted page's tests
  // without an event of their own.
  dropRunningExperiments();
  // After a delete the database has already cleared the links to the page (and the page-safety hook
  // removes them next): which pages showed one can no longer be asked, so every page is regenerated.
  const [linking, own] = await Promise.all([deleted ? ('all' as const) : pathsLinkingTo(keys), pagePaths(keys)]);
  return linking === 'all' ? every(own) : some(strings([...own, ...linking]));
}

export async function affectedPaths(e: ChangeEvent): Promise<string[]> {
  return (await affected(e)).paths;
}

const some = async (paths: Promise<string[]> | string[]): Promise<Wave> => ({ paths: await paths, everyPage: false });
const every = async (extra: string[] = []): Promise<Wave> => ({ paths: strings([...extra, ...(await allPaths())]), everyPage: true });

async function affected(e: ChangeEvent): Promise<Wave> {
  const keys = changedKeys(e);
  const c = e.collection;
  if (LAYOUT.has(c)) return every();
  const content = await contentAffectedPaths(c, keys);
  if (content) return content.everyPage ? every(content.paths) : some(strings(content.paths));
  const experiments = await experimentAffectedPaths(c, keys, e.payload);
  if (experiments) return some(experiments);
  // Every success stories block shows every published story (lib/content/success-stories.ts): a
  // story published, changed or withdrawn changes the pages that hold such a block, and only those.
  if (c === 'success_stories') {
    const blocks = strings((await findRows('block_success_stories', {}, ['id'])).map((r) => r.id));
    return some(pagesOfBlocks('block_success_stories', blocks));
  }
  // A form built in «Формы» shows on the pages whose lead-form blocks picked it.
  if (c === 'forms') {
    const blocks = strings((await findRows('block_lead_form', { form: { _in: keys } }, ['id'])).map((r) => r.id));
    return some(pagesOfBlocks('block_lead_form', blocks));
  }
  // A page's current path and every path it had before (a renamed or deleted page must stop showing).
  if (c === 'pages') return movesPages(e) ? movedPages(keys, !!e.event?.endsWith('.delete')) : some(pagePaths(keys));
  if (c === 'pages_blocks') return some(pagePaths(strings(await fieldHistory('pages_blocks', keys, 'pages_id'))));
  const itemsOf = /^(block_\w+)_items$/.exec(c)?.[1];
  if (itemsOf) return some(pagesOfBlocks(itemsOf, strings(await fieldHistory(c, keys, `${itemsOf}_id`))));
  if (c.startsWith('block_')) return some(pagesOfBlocks(c, keys));
  // Anything else may be shown anywhere: regenerate everything rather than miss a page.
  return every();
}
