// Site search against the seeded content in a real Directus: Russian word forms, ranking and
// snippets, drafts and other products left out, the index following publishing, the content
// endpoint's errors, and the search page in Chromium.
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { cms, eventually, site, SITE } from '../support/stack';
import { waitForInteractive } from '../support/interactive';

type Hit = { path: string; title: string; type: string; date: string; snippet?: { text: string; hit: boolean }[] };

async function content(body: unknown) {
  const r = await site('/api/content/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: r.status, body: (await r.json()) as { data: Hit[]; total: number; error?: string } };
}
const paths = async (search: string) => (await content({ search, limit: 100 })).body.data.map((h) => h.path);

describe('site search', () => {
  it('matches Russian word forms', async () => {
    expect(await paths('договоров')).toContain('/contract-management/');
    expect(await paths('согласования')).toContain('/electronic-approval/');
    expect(await paths('согласование')).toEqual(expect.arrayContaining(await paths('согласования')));
  });

  it('ranks the page about the subject first and marks the words found', async () => {
    const { body } = await content({ search: 'управление договорами', limit: 5 });
    expect(body.data[0]!.path).toBe('/contract-management/');
    expect(body.data[0]!.snippet?.some((s) => s.hit && /^договор/i.test(s.text))).toBe(true);
  });

  it('leaves out other products and webinars hidden from lists', async () => {
    const found = await paths('производства отгрузки');
    expect(found).not.toContain('/webinars/bpm-manufacturing/');
    expect(await paths('закрытая встреча партнёров')).not.toContain('/webinars/partners-roadmap/');
  });

  it('never shows drafts, and follows publishing within seconds', async () => {
    const word = 'квазиархивация';
    const item = await cms<{ id: number }>('POST', '/items/news', {
      status: 'draft',
      language: 'ru-RU',
      product: 'ECM',
      title: `Черновик про ${word}`,
      slug: 'search-draft-check',
      date: '2026-11-01',
    });
    try {
      // Wait past the index's freshness window, so that the draft had every chance to be indexed.
      await new Promise((r) => setTimeout(r, 6_000));
      await paths(word);
      expect(await paths(word)).toEqual([]);
      await cms('PATCH', `/items/news/${item.id}`, { status: 'published' });
      const t0 = Date.now();
      await eventually(
        async () => ((await paths(word)).includes('/news/search-draft-check/') ? true : undefined),
        20_000,
        'the published item in search',
      );
      console.log(`search found the published item ${Date.now() - t0} ms after publishing`);
    } finally {
      await cms('DELETE', `/items/news/${item.id}`);
    }
  });
});

describe('content endpoint', () => {
  it('filters, sorts, pages and returns neighbours', async () => {
    const { body } = await content({
      where: { type: 'news' },
      sortBy: [{ date: 'desc' }],
      only: ['path', 'date'],
      limit: 2,
      surround: '/news/fstec-certificate/',
    });
    expect(body.total).toBeGreaterThan(2);
    expect(body.data).toHaveLength(2);
    const data = body.data;
    expect(data.every((d) => d.path.startsWith('/news/'))).toBe(true);
    expect(data[0]!.date >= data[1]!.date).toBe(true);
    const { surround } = body as unknown as { surround: ({ path: string } | null)[] };
    expect(surround).toHaveLength(2);
    expect(surround.some((n) => n?.path.startsWith('/news/'))).toBe(true);
  });

  it('answers a bad query with 400 and its reason, and GET with 405', async () => {
    const bad = await content({ where: { date: { $regex: '.' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('$regex');
    expect((await content({ limit: 'all' })).status).toBe(400);
    expect((await site('/api/content/')).status).toBe(405);
  });
});

describe('search page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is reachable from the header and shows highlighted results', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => window.localStorage.setItem('cookies-approved', 'true'));
    const page = await context.newPage();
    await page.goto(`${SITE()}/`);
    await waitForInteractive(page);
    await page.getByRole('link', { name: 'Поиск по сайту' }).click();
    await page.waitForURL(/\/search\/$/);
    await page.getByLabel('Что найти на сайте').fill('согласования договоров');
    await page.getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL(/\/search\/\?q=/);
    const first = page
      .getByRole('listitem')
      .filter({ has: page.locator('mark') })
      .first();
    await first.waitFor();
    expect(await page.locator('mark').first().textContent()).toMatch(/^(согласован|договор)/i);
    expect(await page.getByText(/По запросу «согласования договоров»: \d+ результат/).count()).toBe(1);
    await context.close();
  });
});
