// Made-up addresses cost the site no memory: 20,000 distinct unknown paths of every shape a page
// built on request has (CMS pages, price pages, section items, listing pages, their page data, a
// forged draft-mode cookie) answer 404 without an ISR entry (from the proxy, or for the block pages'
// route, which no proxy sees, from a render the cache handlers do not store: docs/adr/0024), so
// Next's map of ISR lifetimes (`site_isr_remembered_paths`, which Next never empties) does not grow
// by their count.
// And nothing visitors see changes: every public page still answers 200, a page published while
// its path was a known miss answers 200 as soon as the revalidation flow has run, a deleted one 404
// once the pages that linked to it are regenerated.
import { cms, eventually, site } from '../support/stack';

jest.setTimeout(600_000);

const UNKNOWN = 20_000;
const CONCURRENCY = 16;

async function metric(name: string): Promise<number> {
  const text = await (await site('/api/ops/metrics/')).text();
  const m = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  if (!m) throw new Error(`${name} is not in the metrics`);
  return Number(m[1]);
}

/** Public pages as the sitemap lists them, without the base path. */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await site('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace('/ru/products/ecm', ''));
}

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe('unknown paths', () => {
  it('answer 404 without growing what Next keeps per path, while every public page stays 200', async () => {
    const pages = await sitemapPaths();
    expect(pages.length).toBeGreaterThan(10);
    // Warm: every public page once, so that what they keep is there before counting.
    await inParallel(pages, async (path) => {
      expect([path, (await site(path)).status]).toEqual([path, 200]);
    });
    const buildId = /"buildId":"([^"]+)"/.exec(await (await site('/')).text())![1];
    const remembered = await metric('site_isr_remembered_paths');
    const heap = await metric('site_nodejs_heap_size_used_bytes');

    type Ask = { path: string; data?: boolean; cookie?: string };
    const shapes: ((i: number) => Ask)[] = [
      (i: number) => ({ path: `/made-up-${i}/` }),
      (i: number) => ({ path: `/products/made-up/${i}/` }),
      (i: number) => ({ path: `/prices/made-up/${i}/` }),
      (i: number) => ({ path: `/news/made-up-${i}/` }),
      (i: number) => ({ path: `/articles/made-up-${i}/` }),
      (i: number) => ({ path: `/articles/authors/made-up-${i}/` }),
      (i: number) => ({ path: `/webinars/made-up-${i}/` }),
      (i: number) => ({ path: `/cases/made-up-${i}/` }),
      (i: number) => ({ path: `/news/page/${1000 + i}/` }),
      (i: number) => ({ path: `/_next/data/${buildId}/made-up-${i}.json`, data: true }),
      (i: number) => ({ path: `/forged-draft-${i}/`, cookie: '__prerender_bypass=forged' }),
    ];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await inParallel(
      Array.from({ length: UNKNOWN }, (_, i) => shapes[i % shapes.length]!(i)),
      async ({ path, data, cookie }) => {
        const headers: Record<string, string> = { ...(data ? { 'x-nextjs-data': '1' } : {}), ...(cookie ? { cookie } : {}) };
        const r = await site(path, { headers });
        await r.arrayBuffer();
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const grown = (await metric('site_isr_remembered_paths')) - remembered;
    const heapGrown = (await metric('site_nodejs_heap_size_used_bytes')) - heap;
    console.log(
      `${UNKNOWN} unknown paths in ${seconds.toFixed(0)} s: statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `ISR paths remembered ${remembered} → ${remembered + grown}; heap in use ${(heap / 2 ** 20).toFixed(0)} → ${((heap + heapGrown) / 2 ** 20).toFixed(0)} MB`,
    );
    expect(Object.fromEntries(statuses)).toEqual({ 404: UNKNOWN });
    // Without the proxy's check each of them is one more entry (20,000). Public pages regenerated
    // meanwhile for the first time add theirs (other test files' saves regenerate every page).
    expect(grown).toBeLessThan(UNKNOWN / 100);

    // The visitor's 404 page is the site's, and no shared cache keeps it more than a second (a
    // publish is never hidden longer): the proxy's is not kept at all, a block page's own (no proxy
    // sees it: docs/adr/0024) for a second.
    expect((await site('/news/made-up-0/')).headers.get('cache-control')).toMatch(/^private, no-cache, no-store/);
    const r = await site('/made-up-0/');
    expect(r.status).toBe(404);
    expect(r.headers.get('cache-control')).toMatch(/^s-maxage=1(,|$)/);
    const body = await r.text();
    expect(body).toContain('Страница не найдена');
    expect(body).toContain('noindex');

    // Every public page still answers 200.
    await inParallel(pages, async (path) => {
      expect([path, (await site(path)).status]).toEqual([path, 200]);
    });
  });

  it('serves a page published while its path was a miss as soon as the flow has run, and 404s it once deleted', async () => {
    const path = `/published-after-a-miss-${Date.now()}/`;
    const news = `published-after-a-miss-${Date.now()}`;
    expect((await site(path)).status).toBe(404);
    expect((await site(`/news/${news}/`)).status).toBe(404);
    const remembered = await metric('site_isr_remembered_paths');
    const saved = Date.now();
    const page = await cms<{ id: number }>('POST', '/items/pages', {
      path,
      title: 'Опубликована после промаха',
      status: 'published',
      blocks: [{ collection: 'block_rich_text', sort: 1, item: { content: '<p>Видна сразу</p>' } }],
    });
    const item = await cms<{ id: number }>('POST', '/items/news', {
      language: 'ru-RU',
      product: 'ECM',
      title: 'Новость после промаха',
      slug: news,
      date: '2026-11-23',
      status: 'published',
    });
    try {
      await eventually(async () => ((await site(path)).status === 200 ? true : undefined), 15_000, 'the new page');
      console.log(`the new page answered 200 ${Date.now() - saved} ms after saving`);
      expect(await (await site(path)).text()).toContain('Видна сразу');
      // The metric is Next's live map: a public page's first render adds its path.
      expect(await metric('site_isr_remembered_paths')).toBeGreaterThan(remembered);
      await eventually(async () => ((await site(`/news/${news}/`)).status === 200 ? true : undefined), 15_000, 'the new news item');
    } finally {
      await cms('DELETE', `/items/pages/${page.id}`);
      await cms('DELETE', `/items/news/${item.id}`);
    }
    // A deleted page goes after every page has been regenerated without a link to it (collections/site/affected.ts).
    await eventually(async () => ((await site(path)).status === 404 ? true : undefined), 180_000, 'the deleted page to 404');
    await eventually(async () => ((await site(`/news/${news}/`)).status === 404 ? true : undefined), 60_000, 'the deleted item to 404');
  });
});
