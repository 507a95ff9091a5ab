// The site killed in the middle of a release's regeneration wave (SIGKILL, as a crash or an
// out-of-memory kill): the release is live in the CMS in full (one transaction), and some pages
// were regenerated while others were not. Visitors would see that mix until each page's revalidate
// interval (300 s) if nothing asked again: the CMS owes the site the wave until the site has run it
// (cms/extensions/releases/engine.js, `regeneration_due`) and asks again every few seconds, so once
// the site is back every page of the release shows it.
//
// On a Directus of its own and a site of its own in front of it (a copy of the test build, whose
// ISR cache is its own), so that killing the site disturbs no other test.
import { eventually } from '../support/stack';
import { copyOfTestBuild, startSecondSite } from '../support/second-site';
import { freePort } from '../support/fake-server';
import { startOwnCms } from '../support/own-cms-process';

// Directus' start on a new database, the site's starts and the wave: a while on a busy machine.
jest.setTimeout(600_000);

/** Live pages the release changes: enough that the site's wave (three renders at a time) lasts. */
const PAGES = 40;
const before = (i: number) => `Страница до релиза ${i}`;
const after = (i: number) => `Страница после релиза ${i}`;

let own: Awaited<ReturnType<typeof startOwnCms>>;
let build: ReturnType<typeof copyOfTestBuild>;
let site: Awaited<ReturnType<typeof startSecondSite>>;
let sitePort: number;

beforeAll(async () => {
  sitePort = await freePort();
  own = await startOwnCms('release-site-crash', { bare: true, sitePort });
  build = copyOfTestBuild('release-site-crash');
  site = await startSecondSite(own.cms.siteEnv, sitePort, build.distDir);
}, 600_000);

afterAll(async () => {
  await site?.stop('SIGKILL');
  await own?.stop();
  build?.remove();
});

const path = (i: number) => `/site-crash-${i}/`;
/** The title the site shows for page `i` now, or null when it does not answer. */
async function shownTitle(i: number): Promise<string | null> {
  const r = await fetch(`${site.url}${path(i)}`).catch(() => null);
  if (!r || r.status !== 200) return null;
  return /<title[^>]*>([^<]*)</.exec(await r.text())?.[1] ?? null;
}
const shown = () => Promise.all(Array.from({ length: PAGES }, (_, i) => shownTitle(i)));
const isAfter = (title: string | null, i: number) => !!title?.startsWith(after(i));

it('shows every page of a release once the site is back, when the site was killed in the middle of its regeneration', async () => {
  const created = await own.call<{ id: number }[]>(
    'POST',
    '/items/pages?fields=id',
    Array.from({ length: PAGES }, (_, i) => ({
      path: path(i),
      title: before(i),
      status: 'published',
      blocks: [{ collection: 'block_hero', sort: 1, item: { title: `Первый экран ${i}` } }],
    })),
  );
  expect(created.status).toBe(200);
  const ids = created.data.map((p) => p.id);
  // Each page as visitors get it, rendered once and cached by the site.
  await eventually(async () => ((await shown()).every((t, i) => t?.startsWith(before(i))) ? true : undefined), 120_000, 'the pages live');

  // A version of each page with its new title, and a release of the forty.
  const changes = [];
  for (const [i, id] of ids.entries()) {
    const version = await own.call<{ id: string }>('POST', '/versions', {
      collection: 'pages',
      item: String(id),
      key: 'crash',
      name: 'Сбой сайта',
    });
    expect(version.status).toBe(200);
    expect((await own.call('POST', `/versions/${version.data.id}/save`, { title: after(i) })).status).toBe(200);
    changes.push({ collection: 'pages', item: String(id), version: version.data.id });
  }
  const release = await own.call<{ id: number }>('POST', '/items/releases', { name: 'Релиз, прерванный падением сайта', changes });
  expect(release.status).toBe(200);

  // Published (an administrator's publish goes through whatever its check finds: the reason is logged).
  const publishing = own.call<{ changes: number; regeneration: { pending?: boolean } }>('POST', `/releases/${release.data.id}/publish`, {
    despite: 'Проверка падения сайта',
  });
  // The site is killed once it shows some pages of the release and not yet others: mid-wave.
  let mixed: (string | null)[] = [];
  const t0 = Date.now();
  for (;;) {
    const titles = await shown();
    const done = titles.filter((t, i) => isAfter(t, i)).length;
    if (done > 0 && done < PAGES) {
      mixed = titles;
      break;
    }
    if (done === PAGES || Date.now() - t0 > 120_000)
      throw new Error(`No moment with some pages regenerated and not others (${done} of ${PAGES})`);
  }
  await site.stop('SIGKILL');
  const regenerated = mixed.filter((t, i) => isAfter(t, i)).length;
  console.log(
    `release site crash: the site killed ${Date.now() - t0} ms into the publish, with ${regenerated} of ${PAGES} pages regenerated`,
  );

  // The publisher is told it is published, and that the site has not yet shown it all.
  const answer = await publishing;
  expect([answer.status, answer.message]).toEqual([200, undefined]);
  expect(answer.data.changes).toBe(PAGES);
  expect(answer.data.regeneration.pending).toBe(true);
  const state = await own.call<{ state: string; regeneration_due: string | null }>(
    'GET',
    `/items/releases/${release.data.id}?fields=state,regeneration_due`,
  );
  expect(state.data.state).toBe('published');
  expect(state.data.regeneration_due).not.toBeNull();

  // The site comes back on its cache, the mix in it; the CMS asks for the wave again and every page shows the release.
  const restartedAt = Date.now();
  site = await startSecondSite(own.cms.siteEnv, sitePort, build.distDir);
  const titles = await eventually(
    async () => {
      const now = await shown();
      return now.every((t, i) => isAfter(t, i)) ? now : undefined;
    },
    120_000,
    'every page of the release on the restarted site',
  );
  expect(titles).toHaveLength(PAGES);
  console.log(`release site crash: every page showed the release ${Date.now() - restartedAt} ms after the site's restart began`);
  await eventually(
    async () =>
      (await own.call<{ regeneration_due: string | null }>('GET', `/items/releases/${release.data.id}?fields=regeneration_due`)).data
        .regeneration_due === null
        ? true
        : undefined,
    30_000,
    'the regeneration no longer owed',
  );
});
