// Request-time routing against the built site and a real Directus: case, /articles/, the
// marketers' redirects (applied without a rebuild, loops ignored), 404, sitemap, robots, SEO tags.
import { cms, eventually, site } from '../support/stack';

type Redirect = { id: number };

const location = (r: Response) => r.headers.get('location') ?? '';

describe('routing rules', () => {
  it('sends a path with upper-case letters to its lower-case path with 308', async () => {
    const r = await site('/Contract-Management/?utm_source=mail');
    expect(r.status).toBe(308);
    expect(new URL(location(r), 'http://x').pathname + new URL(location(r), 'http://x').search).toBe(
      '/ru/products/ecm/contract-management/?utm_source=mail',
    );
    expect((await site('/contract-management/')).status).toBe(200);
  });

  it('sends /articles/ to the same path on the main site with 308, and leaves the pages below it', async () => {
    const r = await site('/articles/');
    expect(r.status).toBe(308);
    expect(location(r)).toBe('https://elma365.com/ru/articles/');
    expect((await site('/articles/authors/')).status).not.toBe(308);
  });

  it("applies the seeded CMS redirect with its status code, keeping a campaign link's query", async () => {
    const r = await site('/ecm/');
    expect(r.status).toBe(308);
    expect(new URL(location(r), 'http://x').pathname).toBe('/ru/products/ecm/');
    // A request with utm tags passes the proxy (docs/adr/0024), whose redirect keeps the query.
    const tagged = await site('/ecm/?utm_source=mail&utm_campaign=spring');
    expect(tagged.status).toBe(308);
    expect(new URL(location(tagged), 'http://x').search).toBe('?utm_source=mail&utm_campaign=spring');
  });

  it("redirects a page's own address while a redirect names it, and serves the page again once it goes", async () => {
    const before = await site('/contract-management/');
    expect(before.status).toBe(200);
    const saved = await cms<Redirect>('POST', '/items/redirects', { from: '/contract-management/', to: '/archiving/', status_code: '307' });
    try {
      await eventually(
        async () => ((await site('/contract-management/')).status === 307 ? true : undefined),
        20_000,
        'the redirect over the page',
      );
    } finally {
      await cms('DELETE', `/items/redirects/${saved.id}`);
    }
    await eventually(async () => ((await site('/contract-management/')).status === 200 ? true : undefined), 20_000, 'the page back');
  });

  it('applies a redirect saved in Directus within seconds, without a rebuild, and drops it when deleted', async () => {
    const saved = await cms<Redirect>('POST', '/items/redirects', { from: '/old-archive/', to: '/archiving/', status_code: '307' });
    try {
      const r = await eventually(
        async () => {
          const res = await site('/old-archive/');
          return res.status === 307 ? res : undefined;
        },
        20_000,
        'the new redirect',
      );
      expect(new URL(location(r), 'http://x').pathname).toBe('/ru/products/ecm/archiving/');
    } finally {
      await cms('DELETE', `/items/redirects/${saved.id}`);
    }
    await eventually(async () => ((await site('/old-archive/')).status === 404 ? true : undefined), 20_000, 'the redirect to go');
  });

  it('ignores redirects that form a loop instead of bouncing the visitor', async () => {
    const a = await cms<Redirect>('POST', '/items/redirects', { from: '/loop-a/', to: '/loop-b/', status_code: '308' });
    const b = await cms<Redirect>('POST', '/items/redirects', { from: '/loop-b/', to: '/loop-a/', status_code: '308' });
    const probe = await cms<Redirect>('POST', '/items/redirects', { from: '/loop-probe/', to: '/prices/', status_code: '308' });
    try {
      // Once the probe applies, the table with the loop is live too.
      await eventually(async () => ((await site('/loop-probe/')).status === 308 ? true : undefined), 20_000, 'the new table');
      expect((await site('/loop-a/')).status).toBe(404);
      expect((await site('/loop-b/')).status).toBe(404);
    } finally {
      for (const r of [a, b, probe]) await cms('DELETE', `/items/redirects/${r.id}`);
    }
  });

  it('answers an unknown path with 404 and a noindex page', async () => {
    const r = await site('/no-such-page-here/');
    expect(r.status).toBe(404);
    const body = await r.text();
    expect(body.includes('Страница не найдена')).toBe(true);
    expect(/<meta name="robots" content="noindex"/.test(body)).toBe(true);
  });
});

/** The robots tag of a page whose guard keeps it out of search engines. */
const NOINDEX = /<meta name="robots" content="noindex, nofollow"[^>]*>/;

describe('route guards a page names', () => {
  it('runs a known guard, and answers 500 "Unknown middleware {name}" for an unknown one, page data included', async () => {
    const page = await cms<{ id: string }>('POST', '/items/pages', {
      path: '/guarded-test/',
      title: 'Страница с проверками',
      status: 'published',
      guards: ['noindex'],
    });
    try {
      // The page's render runs its guards; a page published a moment ago may still be served from before.
      const served = await eventually(
        async () => {
          const r = await site('/guarded-test/');
          return r.status === 200 && NOINDEX.test(await r.clone().text()) ? r : undefined;
        },
        30_000,
        'the guarded page with its noindex tag',
      );
      // No proxy adds a header to the cached page any more (docs/adr/0024): the tag is the page's.
      expect(served.headers.get('x-robots-tag')).toBeNull();
      const buildId = /"buildId":"([^"]+)"/.exec(await served.text())![1]!;
      const pageData = () => site(`/_next/data/${buildId}/guarded-test.json`, { headers: { 'x-nextjs-data': '1' } });
      expect((await pageData()).status).toBe(200);

      await cms('PATCH', `/items/pages/${page.id}`, { guards: ['noindex', 'members-only'] });
      const refused = await eventually(
        async () => {
          const r = await site('/guarded-test/');
          return r.status === 500 ? r : undefined;
        },
        30_000,
        'the unknown guard to apply',
      );
      expect(await refused.text()).toBe('Unknown middleware members-only');
      // Never kept by a shared cache: the page is served again as soon as the name is fixed.
      expect(refused.headers.get('cache-control')).toContain('no-store');
      // A client-side navigation fetches the page data: refused the same way, so the router loads the page in full.
      const data = await pageData();
      expect(data.status).toBe(500);
      expect(await data.text()).toBe('Unknown middleware members-only');
      // Other pages are not affected.
      expect((await site('/contract-management/')).status).toBe(200);
    } finally {
      await cms('DELETE', `/items/pages/${page.id}`);
    }
  });
  it("runs the home page's guards, for the page and its page data", async () => {
    const [home] = await cms<{ id: number; guards: string[] | null }[]>('GET', '/items/pages?filter[path][_eq]=/&fields=id,guards');
    await cms('PATCH', `/items/pages/${home!.id}`, { guards: ['noindex'] });
    try {
      const served = await eventually(
        async () => {
          const r = await site('/');
          return r.status === 200 && NOINDEX.test(await r.clone().text()) ? r : undefined;
        },
        30_000,
        'the home page with its noindex tag',
      );
      const buildId = /"buildId":"([^"]+)"/.exec(await served.text())![1]!;
      // The page data a client-side navigation renders the head from carries it too.
      const data = await site(`/_next/data/${buildId}/index.json`, { headers: { 'x-nextjs-data': '1' } });
      expect(data.status).toBe(200);
      expect(((await data.json()) as { pageProps: { robots?: string } }).pageProps.robots).toBe('noindex, nofollow');
    } finally {
      await cms('PATCH', `/items/pages/${home!.id}`, { guards: home!.guards });
    }
    await eventually(async () => (!NOINDEX.test(await (await site('/')).text()) ? true : undefined), 30_000, 'the guard removed');
  });
});

describe('SEO', () => {
  it('gives a page its title, description, canonical address and Open Graph tags', async () => {
    const body = await (await site('/contract-management/')).text();
    const head = body.slice(0, body.indexOf('</head>'));
    const attr = (tag: RegExp) => tag.exec(head)?.[1];
    expect(attr(/<title[^>]*>([^<]*)<\/title>/)).toBe('Управление договорами в ELMA365 CSP');
    expect(attr(/<meta name="description" content="([^"]*)"/)).toMatch(/^Договоры от шаблона до архива/);
    expect(attr(/<link rel="canonical" href="([^"]*)"/)).toMatch(/^http:\/\/localhost:\d+\/ru\/products\/ecm\/contract-management\/$/);
    expect(attr(/<meta property="og:title" content="([^"]*)"/)).toBe('Управление договорами в ELMA365 CSP');
    expect(attr(/<meta property="og:url" content="([^"]*)"/)).toBe(attr(/<link rel="canonical" href="([^"]*)"/));
    expect(head).not.toContain('noindex');
  });

  it('lists published pages in sitemap.xml, and not drafts', async () => {
    const draft = await cms<{ id: number }>('POST', '/items/pages', { path: '/sitemap-draft/', title: 'Черновик', status: 'draft' });
    try {
      const r = await site('/sitemap.xml');
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('application/xml');
      const xml = await r.text();
      expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/ru\/products\/ecm\/contract-management\/<\/loc>/);
      expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/ru\/products\/ecm\/<\/loc>/);
      expect(xml).not.toContain('sitemap-draft');
    } finally {
      await cms('DELETE', `/items/pages/${draft.id}`);
    }
  });

  it('points crawlers to the sitemap in robots.txt', async () => {
    const r = await site('/robots.txt');
    expect(r.status).toBe(200);
    expect(await r.text()).toMatch(
      /Disallow: \/ru\/products\/ecm\/api\/\n\nSitemap: http:\/\/localhost:\d+\/ru\/products\/ecm\/sitemap\.xml/,
    );
  });
});
