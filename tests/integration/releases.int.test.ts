// Releases (cms/extensions/releases): a campaign's changes — a new landing page, a header menu item
// to it, a changed home page hero — go live together, in one transaction and one regeneration wave,
// and a revert puts back exactly what was live before, in the rendered HTML too. Only a publisher
// (an administrator or «Выпускающий редактор») publishes; a release that cannot be applied in full
// changes nothing.
import { CMS, cms, eventually, revalidateSecret, site } from '../support/stack';
import { MARKETER } from '../support/admin-app';

// Publishing regenerates every page (the menu is on each of them), twice over: a while on a busy machine.
jest.setTimeout(600_000);

const LANDING = '/release-check-landing/';
const LANDING_TITLE = 'Лендинг релиза';
const HERO_TITLE = 'Заголовок из релиза';
/** Pages whose HTML a revert must give back exactly: the home page (its hero and menu) and a page changed by the menu only. */
const WATCHED = ['/', '/prices/'];

type Regeneration = { revalidated: string[]; failed: string[] };
type Outcome = { changes: number; regeneration: Regeneration };

const html = async (path: string) => {
  const r = await site(path);
  return { status: r.status, body: await r.text(), location: r.headers.get('location') };
};

const rendered = async (path: string) => (await html(path)).body;

/** The same HTML byte for byte; if not, where it first differs, readable. */
function expectSameHtml(path: string, got: string, want: string) {
  if (got === want) return;
  let at = 0;
  while (at < got.length && got[at] === want[at]) at++;
  const around = (s: string) => s.slice(Math.max(0, at - 200), at + 200);
  throw new Error(
    `${path}: the HTML differs from before the release at ${at} of ${want.length}:\nbefore: …${around(want)}…\nnow:    …${around(got)}…`,
  );
}

/** POST /releases/:id/{publish,revert} with a token; the answer's status and body. */
async function act(id: number, action: 'publish' | 'revert', token = process.env.TEST_ADMIN_TOKEN) {
  const r = await fetch(`${CMS()}/releases/${id}/${action}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  return { status: r.status, body: (await r.json()) as { data?: Outcome; errors?: { message: string }[] } };
}

/** The site's count of regenerated pages (its metrics), once nothing else is regenerating. */
async function regenerationsSoFar(): Promise<number> {
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

let landing: number;
let homeHero: { junction: number; hero: number; title: string };
let release: number;
let before: Record<string, string>;

beforeAll(async () => {
  const [home] = await cms<{ id: number }[]>('GET', '/items/pages?filter[path][_eq]=/&fields=id');
  const [row] = await cms<{ id: number; item: string }[]>(
    'GET',
    `/items/pages_blocks?filter[pages_id][_eq]=${home!.id}&filter[collection][_eq]=block_hero&fields=id,item&sort=sort&limit=1`,
  );
  const hero = await cms<{ title: string }>('GET', `/items/block_hero/${row!.item}?fields=title`);
  homeHero = { junction: row!.id, hero: Number(row!.item), title: hero.title };

  // The campaign, prepared: a new page kept a draft, versions of the home page and the header menu.
  ({ id: landing } = await cms<{ id: number }>('POST', '/items/pages', {
    path: LANDING,
    title: LANDING_TITLE,
    status: 'draft',
    blocks: [{ collection: 'block_hero', sort: 1, item: { title: LANDING_TITLE, text: 'Предложение кампании' } }],
  }));
  const homeVersion = await cms<{ id: string }>('POST', '/versions', {
    collection: 'pages',
    item: String(home!.id),
    key: 'campaign',
    name: 'Кампания',
  });
  await cms('POST', `/versions/${homeVersion.id}/save`, {
    blocks: {
      create: [],
      update: [{ id: homeHero.junction, collection: 'block_hero', item: { id: homeHero.hero, title: HERO_TITLE } }],
      delete: [],
    },
  });
  const menuVersion = await cms<{ id: string }>('POST', '/versions', {
    collection: 'navigation',
    item: 'header',
    key: 'campaign',
    name: 'Кампания',
  });
  await cms('POST', `/versions/${menuVersion.id}/save`, {
    items: { create: [{ title: LANDING_TITLE, page: landing, kind: 'link', sort: 99 }], update: [], delete: [] },
  });
  ({ id: release } = await cms<{ id: number }>('POST', '/items/releases', {
    name: 'Проверка релиза',
    changes: [
      { collection: 'pages', item: String(landing), version: null },
      { collection: 'pages', item: String(home!.id), version: homeVersion.id },
      { collection: 'navigation', item: 'header', version: menuVersion.id },
    ],
  }));
  // The pages as the running site renders them (not as the build did): every page regenerated, as
  // after a menu change, then read.
  const r = await site('/api/revalidate/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret() },
    body: JSON.stringify({ event: 'navigation.items.update', collection: 'navigation', keys: ['header'] }),
  });
  expect(r.status).toBe(200);
  before = Object.fromEntries(await Promise.all(WATCHED.map(async (p) => [p, await rendered(p)] as const)));
});

afterAll(async () => {
  await cms('DELETE', `/items/releases/${release}`).catch(() => undefined);
  const versions = await cms<{ id: string }[]>('GET', '/versions?filter[key][_eq]=campaign&fields=id');
  for (const v of versions) await cms('DELETE', `/versions/${v.id}`);
  await cms('DELETE', `/items/pages/${landing}`).catch(() => undefined);
  const redirects = await cms<{ id: number }[]>('GET', `/items/redirects?filter[from][_eq]=${LANDING}&fields=id`);
  for (const r of redirects) await cms('DELETE', `/items/redirects/${r.id}`);
});

describe('a release', () => {
  it('is not published by a marketer, and nothing of it is live before it is', async () => {
    const r = await fetch(`${CMS()}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MARKETER),
    });
    const token = ((await r.json()) as { data: { access_token: string } }).data.access_token;
    const refused = await act(release, 'publish', token);
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.message).toContain('Выпускающий редактор');
    expect((await html(LANDING)).status).toBe(404);
    expect(await rendered('/')).not.toContain(HERO_TITLE);
  });

  it('goes live all at once in one regeneration wave, never linking to a page not yet served', async () => {
    const regenerated = await regenerationsSoFar();
    // A visitor reloading the home page and the landing the whole time.
    const seen: { at: number; linked: boolean; hero: boolean; landing: number }[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const [home, page] = await Promise.all([rendered('/'), html(LANDING)]);
        seen.push({
          at: Date.now(),
          linked: home.includes(`href="/ru/products/ecm${LANDING}"`),
          hero: home.includes(HERO_TITLE),
          landing: page.status,
        });
      }
    })();

    const t0 = Date.now();
    const published = await act(release, 'publish');
    const answered = Date.now() - t0;
    expect(published).toMatchObject({ status: 200 });
    const { regeneration } = published.body.data!;
    expect(regeneration.failed).toEqual([]);
    expect(new Set(regeneration.revalidated).size).toBe(regeneration.revalidated.length);
    expect(regeneration.revalidated).toEqual(expect.arrayContaining([LANDING, '/', '/prices/']));
    // Each path of the wave regenerated once, nothing besides; a page a visitor asked for after the
    // publication was rendered for them and is left out of the wave (the poller asks for two).
    const count = (await regenerationsSoFar()) - regenerated;
    expect(count).toBeLessThanOrEqual(regeneration.revalidated.length);
    expect(count).toBeGreaterThanOrEqual(regeneration.revalidated.length - WATCHED.length);

    await eventually(
      async () => (seen.at(-1)?.linked && seen.at(-1)?.hero && seen.at(-1)?.landing === 200 ? true : undefined),
      60_000,
      'the release live',
    );
    polling = false;
    await poller;
    const first = (test: (s: (typeof seen)[number]) => boolean) => seen.find(test)?.at ?? Infinity;
    const live = { landing: first((s) => s.landing === 200), link: first((s) => s.linked), hero: first((s) => s.hero) };
    console.log(
      `release of 3 changes: publish answered in ${answered} ms; one wave of ${regeneration.revalidated.length} paths, ${count} regenerations; ` +
        `live after the call: landing ${live.landing - t0} ms, menu link ${live.link - t0} ms, home hero ${live.hero - t0} ms ` +
        `(${seen.length} polls of the home page and the landing)`,
    );
    // No home page ever linked to the landing while the landing was not served.
    for (const s of seen) if (s.linked) expect(s.at).toBeGreaterThanOrEqual(live.landing);
    expect(await rendered('/prices/')).toContain(`href="/ru/products/ecm${LANDING}"`);
  });

  it('is reverted to exactly what was live before, and can be published again', async () => {
    const reverted = await act(release, 'revert');
    expect(reverted).toMatchObject({ status: 200 });
    expect(reverted.body.data!.regeneration.failed).toEqual([]);
    // The landing's address leads to its parent page, as the release left no page of its own for it.
    const gone = await html(LANDING);
    expect(gone.status).toBe(307);
    expect(gone.location).toMatch(/\/ru\/products\/ecm\/$/);
    for (const path of WATCHED) expectSameHtml(path, await rendered(path), before[path]!);
    const hero = await cms<{ title: string }>('GET', `/items/block_hero/${homeHero.hero}?fields=title`);
    expect(hero.title).toBe(homeHero.title);
    const [state] = await cms<{ state: string; log: string }[]>('GET', `/items/releases?filter[id][_eq]=${release}&fields=state,log`);
    expect(state!.state).toBe('reverted');
    // Who and when, in words and Moscow time, a line each.
    expect(state!.log.split('\n')).toEqual([
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d МСК — опубликован \(Администратор/),
      expect.stringMatching(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d МСК — откачен \(Администратор/),
    ]);

    // Once more: the changes were kept at the first publication.
    const again = await act(release, 'publish');
    expect(again.status).toBe(200);
    expect(await rendered('/')).toContain(HERO_TITLE);
    expect((await act(release, 'revert')).status).toBe(200);
    for (const path of WATCHED) expectSameHtml(path, await rendered(path), before[path]!);
  });

  it('that cannot be applied in full changes nothing', async () => {
    const { id: broken } = await cms<{ id: number }>('POST', '/items/releases', {
      name: 'Проверка: запись пропала',
      changes: [
        { collection: 'pages', item: String(landing), version: null },
        { collection: 'pages', item: '999999', version: null },
      ],
    });
    try {
      const r = await act(broken, 'publish');
      expect(r.status).toBe(400);
      expect(r.body.errors?.[0]?.message).toContain('999999');
      const [page] = await cms<{ status: string }[]>('GET', `/items/pages?filter[id][_eq]=${landing}&fields=status`);
      expect(page!.status).toBe('draft');
      const [state] = await cms<{ state: string }[]>('GET', `/items/releases?filter[id][_eq]=${broken}&fields=state`);
      expect(state!.state).toBe('draft');
    } finally {
      await cms('DELETE', `/items/releases/${broken}`);
    }
  });
});
