// "Every page changed at" (lib/shared/every-page-mark.mjs): a change that reaches every page (here a
// header menu item's label) marks every cached page as older than it, so the first request for any
// page after the change gets the new chrome (rendered on the request) instead of the old page the
// run of every page has not reached yet. And with Directus down meanwhile, a visitor still gets the
// old page, never the 503 page.
import { cms, CMS, eventually, revalidateSecret, site } from '../support/stack';
import { baseSiteEnv, startSecondSite } from '../support/second-site';
import { startSwitchableProxy } from '../support/switchable-proxy';
import { OUTAGE_PAUSE_MS } from '@/lib/cms/outage';

jest.setTimeout(300_000);

const BASE = '/ru/products/ecm';
/** Seed header item whose label the tests change (pages.int.test.ts changes it too, one file at a time). */
const MENU_ITEM = '/items/navigation_items?filter[title][_eq]=Цены&filter[navigation][_eq]=header&limit=1&fields=id,title';

/** The labels the tests give the item. */
const TEST_LABEL = /Тарифы \d+/;

type Answer = { path: string; status: number; body: string; cache: string | null; cacheControl: string | null };

/** Every page the sitemap lists (site paths), and two pages with the chrome that it does not list. */
async function pagesWithChrome(base: (p: string) => Promise<Response>): Promise<string[]> {
  const xml = await (await base('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.slice(BASE.length));
  expect(listed.length).toBeGreaterThan(10);
  return [...listed, '/subscription/', '/no-such-page-every-page-mark/'];
}

/** Asks for every path, a few at once; resolves to the answers in the order asked. */
async function askAll(get: (p: string) => Promise<Response>, paths: string[], atOnce = 4): Promise<Answer[]> {
  const answers: Answer[] = new Array(paths.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      while (next < paths.length) {
        const i = next++;
        const r = await get(paths[i]!);
        answers[i] = {
          path: paths[i]!,
          status: r.status,
          body: await r.text(),
          cache: r.headers.get('x-nextjs-cache'),
          cacheControl: r.headers.get('cache-control'),
        };
      }
    }),
  );
  return answers;
}

const expectedStatus = (path: string) => (path.startsWith('/no-such-page') ? 404 : 200);

describe('a change of every page', () => {
  let item: { id: number; title: string };
  beforeAll(async () => {
    [item] = (await cms<{ id: number; title: string }[]>('GET', MENU_ITEM)) as [{ id: number; title: string }];
    expect(item).toBeDefined();
  });
  afterEach(async () => {
    await cms('PATCH', `/items/navigation_items/${item.id}`, { title: item.title });
    // Every page of the test site with the label again: the second site of the next test shares its
    // build's page cache on disk, and would otherwise serve pages the run had not yet rewritten.
    const paths = await pagesWithChrome(site);
    await eventually(
      async () => ((await askAll(site, paths)).every((a) => a.body.includes(item.title) && !TEST_LABEL.test(a.body)) ? true : undefined),
      120_000,
      'every page with the label as it was',
    );
  });

  it('is on every page from the first request after it reached the site, before the run of every page got there', async () => {
    const paths = await pagesWithChrome(site);
    // Every page cached (answered once), with the old label.
    for (const a of await askAll(site, paths)) {
      expect([a.path, a.status]).toEqual([a.path, expectedStatus(a.path)]);
      expect(a.body).toContain(item.title);
    }
    const label = `Тарифы ${Date.now() % 100_000}`;
    const changedAt = Date.now();
    await cms('PATCH', `/items/navigation_items/${item.id}`, { title: label });
    // The home page shows the label once the change reached the site: the mark is set before any page
    // is rendered from the changed CMS (pages/api/revalidate.ts).
    await eventually(
      async () => ((await (await site('/')).text()).includes(label) ? true : undefined),
      60_000,
      'the new label on the home page',
    );
    const homeAt = Date.now();
    // From then on no page is served with the old label: the pages the run has not reached are
    // rendered on the request. Asked in the reverse of the run's order (the run goes from the home page).
    const answers = await askAll(site, [...paths].reverse());
    const allAt = Date.now();
    const old = answers.filter((a) => !a.body.includes(label)).map((a) => `${a.path} ${a.status} ${a.cache}`);
    expect(old).toEqual([]);
    for (const a of answers) expect([a.path, a.status]).toEqual([a.path, expectedStatus(a.path)]);
    const renderedOnRequest = answers.filter((a) => a.cache === 'MISS').length;
    console.log(
      `every page mark: home page with the new label ${homeAt - changedAt} ms after the save, all ${answers.length} pages ${allAt - changedAt} ms; ` +
        `${renderedOnRequest} rendered on the request (MISS), the rest by the run (load ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
    );
  });

  it('serves the old page, never the 503 page, when Directus is down after the change; the new one once it is back', async () => {
    const proxy = await startSwitchableProxy(new URL(CMS()));
    const second = await startSecondSite({ ...baseSiteEnv(), DIRECTUS_URL: proxy.url });
    try {
      const get = (p: string) => fetch(`${second.url}${p}`, { redirect: 'manual' });
      const paths = (await pagesWithChrome(get)).filter((p) => expectedStatus(p) === 200);
      for (const a of await askAll(get, paths)) expect([a.path, a.status, a.body.includes(item.title)]).toEqual([a.path, 200, true]);

      const label = `Тарифы ${Date.now() % 100_000}`;
      await cms('PATCH', `/items/navigation_items/${item.id}`, { title: label });
      // The flow tells the shared test site; this site is told here, as the flow would.
      const run = fetch(`${second.url}/api/revalidate/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret() },
        body: JSON.stringify({ collection: 'navigation_items', event: 'navigation_items.items.update', keys: [item.id] }),
      });
      await eventually(
        async () => ((await (await get('/')).text()).includes(label) ? true : undefined),
        60_000,
        'the new label on the home page',
      );
      proxy.set('down');
      // The run fails for the pages it has not reached; they stay as they were.
      expect((await run).status).toBe(500);
      // Past the CMS client's outage pause, a request tries Directus again: the page is a miss (older
      // than the mark), its render fails, and the visitor gets the old page (pages/_error.tsx).
      await new Promise((r) => setTimeout(r, OUTAGE_PAUSE_MS + 500));
      const down = await askAll(get, paths, 2);
      for (const a of down) expect([a.path, a.status]).toEqual([a.path, 200]);
      // Each page either old (the label before the change) or new; the subscription page is rendered
      // without the CMS too, with the bare chrome (lib/cms/page-props.ts, readChromeOrEmpty).
      const oldOnes = down.filter((a) => a.path !== '/subscription/' && !a.body.includes(label));
      for (const a of oldOnes) expect([a.path, a.body.includes(item.title)]).toEqual([a.path, true]);
      // Some pages the run had not reached when Directus went down, served old in place of the 503 page.
      expect(oldOnes.length).toBeGreaterThan(0);
      console.log(
        `every page mark, Directus down: ${oldOnes.length} of ${down.length} pages served old (${oldOnes.filter((a) => a.cacheControl?.includes('no-store')).length} in place of a failed render), none 503`,
      );

      proxy.set('up');
      // Back: no page is served old any more (each rendered on its request, or by the next run).
      await eventually(
        async () => {
          const back = await askAll(
            get,
            oldOnes.map((a) => a.path),
          );
          return back.every((a) => a.status === 200 && a.body.includes(label)) ? true : undefined;
        },
        60_000,
        'every page with the new label once Directus is back',
      );
    } finally {
      await second.stop();
      await proxy.close();
    }
  });
});
