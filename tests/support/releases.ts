// What the release tests share (releases.int, release-schedule.int): a campaign prepared as a
// marketer would (a new landing kept a draft, versions of the home page's hero and of the header
// menu linking to the landing, a release listing the three), the pages as the site renders them,
// and the byte-for-byte comparison a revert must pass.
import { CMS, SITE, cms, revalidateSecret, site } from './stack';
import { MARKETER } from './admin-app';

export type Regeneration = { revalidated: string[]; failed: string[] };
export type Outcome = { changes: number; regeneration: Regeneration };

/** Pages whose HTML a revert must give back exactly: the home page (its hero and menu) and a page changed by the menu only. */
export const WATCHED = ['/', '/prices/'];

export const html = async (path: string) => {
  const r = await site(path);
  return { status: r.status, body: await r.text(), location: r.headers.get('location') };
};

export const rendered = async (path: string) => (await html(path)).body;

/** One poll of a visitor watching a campaign: when it was answered, whether the home page links to the landing and shows the release's hero, the landing's status. */
export type Poll = { at: number; linked: boolean; hero: boolean; landing: number };

/**
 * A visitor reloading the home page and a campaign's `landing` the whole time, until `stop()`. A poll
 * counts from its answer: what it shows was so by then (a poll answered before a release's time that
 * shows the release saw it early; the first that shows it bounds when it went live).
 */
export function watchCampaign(landing: string, heroTitle: string) {
  const seen: Poll[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const [home, page] = await Promise.all([rendered('/'), html(landing)]);
      seen.push({
        at: Date.now(),
        linked: home.includes(`href="/ru/products/ecm${landing}"`),
        hero: home.includes(heroTitle),
        landing: page.status,
      });
    }
  })();
  /** When the first poll answered at or after `after` passed `test`; Infinity when none did. */
  const first = (test: (s: Poll) => boolean, after = 0) => seen.find((s) => s.at >= after && test(s))?.at ?? Infinity;
  return {
    seen,
    first,
    /** When the landing, the menu's link to it and the hero first showed. */
    wentLive: () => ({ landing: first((s) => s.landing === 200), link: first((s) => s.linked), hero: first((s) => s.hero) }),
    /** True once the last poll showed all of the campaign (for `eventually`), else undefined. */
    showsAll: () => {
      const last = seen.at(-1);
      return last?.linked && last.hero && last.landing === 200 ? true : undefined;
    },
    /** Stops polling, once the poll under way is answered. */
    stop: async () => {
      polling = false;
      await poller;
    },
  };
}

/** Where `got` first differs from `want`, readable; null when they are the same byte for byte. */
export function htmlDifference(path: string, got: string, want: string): string | null {
  if (got === want) return null;
  let at = 0;
  while (at < got.length && got[at] === want[at]) at++;
  const around = (s: string) => s.slice(Math.max(0, at - 200), at + 200);
  return `${path}: the HTML differs from before the release at ${at} of ${want.length}:\nbefore: …${around(want)}…\nnow:    …${around(got)}…`;
}

/** The same HTML byte for byte; if not, where it first differs, readable. */
export function expectSameHtml(path: string, got: string, want: string) {
  const difference = htmlDifference(path, got, want);
  if (difference) throw new Error(difference);
}

/** POST /releases/:id/{publish,revert} with a token; the answer's status and body. */
export async function act(id: number, action: 'publish' | 'revert', token = process.env.TEST_ADMIN_TOKEN) {
  const r = await fetch(`${CMS()}/releases/${id}/${action}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  return { status: r.status, body: (await r.json()) as { data?: Outcome; errors?: { message: string }[] } };
}

/** A person's access token, signed in as they would. */
export async function signIn(who: { email: string; password: string } = MARKETER): Promise<string> {
  const r = await fetch(`${CMS()}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  return ((await r.json()) as { data: { access_token: string } }).data.access_token;
}

/** Directus REST as a signed-in person: the status and the body (errors included). */
export async function asPerson(token: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${CMS()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, body: (text ? JSON.parse(text) : {}) as { data?: unknown; errors?: { message: string }[] } };
}

/** The site's count of regenerated pages (its metrics), once nothing else is regenerating. */
export async function regenerationsSoFar(): Promise<number> {
  const count = async () => {
    const text = await (await site('/api/ops/metrics/')).text();
    const m = /site_regeneration_duration_seconds_count\{result="ok"\} (\d+)/.exec(text);
    return m ? Number(m[1]) : 0;
  };
  let last = await count();
  for (;;) {
    await new Promise((r) => setTimeout(r, 1500));
    const now = await count();
    if (now === last) return now;
    last = now;
  }
}

export type Campaign = {
  landing: number;
  homeHero: { junction: number; hero: number; title: string };
  release: number;
  /** The watched pages' HTML before the release. */
  before: Record<string, string>;
  /** Deletes what the campaign made: its release, versions, landing and the landing's redirect. */
  remove: () => Promise<void>;
};

/**
 * A campaign prepared as a marketer does: the landing `path` (a new page kept a draft), a version
 * `key` of the home page with the hero titled `heroTitle`, one of the header menu with a link to
 * the landing, and a release `name` listing the three. Then the watched pages as the running site
 * renders them (every page regenerated, as after a menu change).
 */
export async function prepareCampaign(o: { path: string; title: string; heroTitle: string; key: string; name: string }): Promise<Campaign> {
  const [home] = await cms<{ id: number }[]>('GET', '/items/pages?filter[path][_eq]=/&fields=id');
  const [row] = await cms<{ id: number; item: string }[]>(
    'GET',
    `/items/pages_blocks?filter[pages_id][_eq]=${home!.id}&filter[collection][_eq]=block_hero&fields=id,item&sort=sort&limit=1`,
  );
  const hero = await cms<{ title: string }>('GET', `/items/block_hero/${row!.item}?fields=title`);
  const homeHero = { junction: row!.id, hero: Number(row!.item), title: hero.title };

  const { id: landing } = await cms<{ id: number }>('POST', '/items/pages', {
    path: o.path,
    title: o.title,
    status: 'draft',
    blocks: [{ collection: 'block_hero', sort: 1, item: { title: o.title, text: 'Предложение кампании' } }],
  });
  const homeVersion = await cms<{ id: string }>('POST', '/versions', {
    collection: 'pages',
    item: String(home!.id),
    key: o.key,
    name: o.name,
  });
  await cms('POST', `/versions/${homeVersion.id}/save`, {
    blocks: {
      create: [],
      update: [{ id: homeHero.junction, collection: 'block_hero', item: { id: homeHero.hero, title: o.heroTitle } }],
      delete: [],
    },
  });
  const menuVersion = await cms<{ id: string }>('POST', '/versions', {
    collection: 'navigation',
    item: 'header',
    key: o.key,
    name: o.name,
  });
  await cms('POST', `/versions/${menuVersion.id}/save`, {
    items: { create: [{ title: o.title, page: landing, kind: 'link', sort: 99 }], update: [], delete: [] },
  });
  const { id: release } = await cms<{ id: number }>('POST', '/items/releases', {
    name: o.name,
    changes: [
      { collection: 'pages', item: String(landing), version: null },
      { collection: 'pages', item: String(home!.id), version: homeVersion.id },
      { collection: 'navigation', item: 'header', version: menuVersion.id },
    ],
  });
  const r = await site('/api/revalidate/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret() },
    body: JSON.stringify({ event: 'navigation.items.update', collection: 'navigation', keys: ['header'] }),
  });
  if (r.status !== 200) throw new Error(`revalidation answered ${r.status}`);
  const before = Object.fromEntries(await Promise.all(WATCHED.map(async (p) => [p, await rendered(p)] as const)));

  const remove = async () => {
    await cms('DELETE', `/items/releases/${release}`).catch(() => undefined);
    const versions = await cms<{ id: string }[]>('GET', `/versions?filter[key][_eq]=${o.key}&fields=id`);
    for (const v of versions) await cms('DELETE', `/versions/${v.id}`);
    await cms('DELETE', `/items/pages/${landing}`).catch(() => undefined);
    const redirects = await cms<{ id: number }[]>('GET', `/items/redirects?filter[from][_eq]=${o.path}&fields=id`);
    for (const redirect of redirects) await cms('DELETE', `/items/redirects/${redirect.id}`);
  };
  return { landing, homeHero, release, before, remove };
}

/** The release's preview link as the admin's «Посмотреть сайт с релизом» makes it for a signed-in person (`token`). */
export const previewLink = (release: number, token?: string) =>
  fetch(`${CMS()}/preview-link/?release=${release}&path=/`, {
    redirect: 'manual',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The site's address of a preview link the admin gives (it names the public site's address). */
export const atSite = (link: string) => link.replace(/^https?:\/\/[^/]+\/ru\/products\/ecm/, SITE());

/** The cookies of the release's preview, opened by a signed-in person (`token`) as the admin's link does. */
export async function previewCookie(release: number, token: string): Promise<string> {
  const minted = await previewLink(release, token);
  if (minted.status !== 302) throw new Error(`the preview link answered ${minted.status}`);
  const opened = await fetch(atSite(minted.headers.get('location')!), { redirect: 'manual' });
  if (opened.status !== 307) throw new Error(`the preview answered ${opened.status}`);
  return opened.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
