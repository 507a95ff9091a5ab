// The page builder against a real Directus: rendering, drafts, preview, on-demand regeneration.
import { createHash } from 'node:crypto';
import { cms, eventually, previewSecret, revalidateSecret, site } from '../support/stack';
import { pageScripts, scriptList } from '../support/page-scripts';

type Page = { id: number; path: string };

const titleOf = (body: string) => /<title[^>]*>([^<]*)<\/title>/.exec(body)?.[1];

const html = async (path: string, init?: RequestInit) => {
  const r = await site(path, init);
  return { status: r.status, body: await r.text(), headers: r.headers };
};

/** Draft mode cookies handed out by the preview route. */
async function previewCookies(path: string): Promise<string> {
  const r = await site(`/api/preview/?secret=${encodeURIComponent(previewSecret())}&path=${encodeURIComponent(path)}`);
  expect(r.status).toBe(307);
  expect(r.headers.get('location')).toBe(`/ru/products/ecm${path}`);
  return r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('CMS pages', () => {
  it('renders a published page with its blocks in the order set in Directus', async () => {
    const { status, body } = await html('/');
    expect(status).toBe(200);
    const order = [
      'Управляйте документами, бизнес-контентом и бизнес-процессами',
      'ELMA365 в цифрах',
      'Всё для работы с документами',
      'Как начать',
      'Частые вопросы',
    ].map((t) => body.indexOf(t));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(titleOf(body)).toBe('ELMA365 CSP | Управляйте документами, бизнес-контентом и бизнес-процессами');
  });

  it('carries what the first paint needs in its HTML: the stylesheet inside, no inline script, rich text clean', async () => {
    const { body, headers } = await html('/');
    const head = body.slice(0, body.indexOf('</head>'));
    // The page paints from its HTML alone: no stylesheet to wait for (pages/_document.tsx).
    expect(head).toMatch(/<style data-n-g="">[^<]{1000,}<\/style>/);
    expect(body).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // One inline script, which the CSP allows by its hash (lib/chrome/boot-script.mjs); the CSP
    // allows no other (React's streaming helpers would never run).
    const inline = [...body.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(headers.get('content-security-policy')).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    // The page's scripts are a list that script starts, none a script the parser would run before
    // the first paint (the polyfills only run in browsers without modules).
    expect(scriptList(body, 'page-scripts')).toContainEqual(expect.stringMatching(/^\/ru\/products\/ecm\/_next\/static\/chunks\/main-/));
    expect([...body.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[0])).toEqual([expect.stringContaining('noModule')]);
    // Each is downloaded at once, at low priority, from the head: none waits for the paint to be asked for.
    const preloads = [...head.matchAll(/<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"/gi)].map((m) => m[1]);
    expect(preloads).toEqual(expect.arrayContaining(pageScripts(body)));
    // Class names of CSS modules are short in production (lib/build/short-class-names.mjs).
    expect(body).toMatch(/class="_[A-Za-z0-9_-]{6}[ "]/);
    // Every such class in the page has its rules in that stylesheet, also in the chrome only the
    // server renders (the footer and submenus: components/layout/kept-html-styles.ts).
    const css = /<style data-n-g="">([^<]*)<\/style>/.exec(head)![1]!;
    const classes = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')).filter((c) => /^_[\w-]{6}$/.test(c)));
    expect(classes.size).toBeGreaterThan(20);
    expect([...classes].filter((c) => !css.includes(`.${c}`))).toEqual([]);
  });

  it("asks for its blocks' scripts with its own, as the browser must have them before it hydrates the page; none for blocks kept as HTML", async () => {
    const { body } = await html('/');
    const marked = (attr: string) => [...new Set([...body.matchAll(new RegExp(` ${attr}="([^"]+)"`, 'g'))].map((m) => m[1]!))];
    const islands = marked('data-island');
    expect(islands).toEqual(['block_tabs', 'block_faq']);
    // The blocks without behaviour (blocks/static-blocks.ts) are their server HTML only.
    expect(marked('data-static-block')).toEqual(['block_hero', 'block_stats', 'block_features', 'block_steps', 'block_cta']);
    const scripts = scriptList(body, 'island-scripts').map((src) =>
      /^\/ru\/products\/ecm(\/_next\/static\/chunks\/([a-z_]+)\.\w+\.js)$/.exec(src),
    );
    expect(scripts.map((m) => m?.[2])).toEqual(islands);
    for (const m of scripts) expect((await site(m![1]!)).status).toBe(200);
  });

  it("writes a static block's HTML once: the document's page data leaves it out, a client-side navigation's page data brings it", async () => {
    const { body } = await html('/');
    type PageProps = { pageProps: { page: { blocks: { item: { __typename: string }; html?: string }[] } } };
    type Data = { buildId: string; props: PageProps };
    const data = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(body)![1]!) as Data;
    const kept = ({ pageProps }: PageProps) => pageProps.page.blocks.filter((b) => 'html' in b);
    expect(kept(data.props).map((b) => b.item.__typename)).toEqual([
      'block_hero',
      'block_stats',
      'block_features',
      'block_steps',
      'block_cta',
    ]);
    expect(kept(data.props).map((b) => b.html)).toEqual(['', '', '', '', '']);
    // The document has each block's HTML in its element, where the block reads it back (view/kept-html.ts).
    expect(body).toMatch(/<div data-static-block="block_features" data-kept-block="\d+"><section/);
    const navigation = (await (await site(`/_next/data/${data.buildId}/index.json`)).json()) as PageProps;
    const features = kept(navigation).find((b) => b.item.__typename === 'block_features')!;
    expect(features.html).toMatch(/^<section/);
    expect(body).toContain(features.html);
  });

  it("sends the kept chrome's data (menus, webinars, articles) in neither the document's nor a navigation's page data", async () => {
    type Layout = {
      globals: { product_name?: string } | null;
      navigation: unknown[];
      upcoming_webinars: unknown[];
      upcoming_count?: number;
    };
    const layoutIn = (json: string) => (JSON.parse(json) as { pageProps: { layout: Layout } }).pageProps.layout;
    for (const path of ['/', '/contract-management/', '/webinars/']) {
      const { body } = await html(path);
      const documentData = JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(body)![1]!) as {
        buildId: string;
        props: unknown;
      };
      // The chrome is in the document as HTML (the header's menu), and the globals are in its data.
      expect(body).toContain('Начало работы');
      const dataUrl = `/_next/data/${documentData.buildId}${path === '/' ? '/index' : path.slice(0, -1)}.json`;
      // Asked twice: a first answer that was rendered for it is sent as rendered; the second is the cache's.
      await (await site(dataUrl)).arrayBuffer();
      const cached = await site(dataUrl);
      expect(cached.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);
      for (const layout of [layoutIn(JSON.stringify(documentData.props)), layoutIn(await cached.text())]) {
        expect(layout.globals?.product_name).toBeTruthy();
        expect(layout.navigation).toEqual([]);
        expect(layout.upcoming_webinars).toEqual([]);
        expect(layout.upcoming_count).toBeUndefined();
      }
    }
  });

  it("has its start-up scripts compiled off the main thread: V8's compile hint opens them, not the blocks' chunks", async () => {
    const { body } = await html('/');
    const firstLine = async (src: string) => (await (await site(src.replace('/ru/products/ecm', ''))).text()).split('\n', 1)[0];
    // lib/build/compile-hints.mjs
    const chunks = scriptList(body, 'page-scripts').filter((src) => src.includes('/_next/static/chunks/'));
    expect(chunks.length).toBeGreaterThan(3);
    // (The build manifests that follow them are data, not chunks.)
    for (const src of chunks) expect(await firstLine(src)).toBe('//# allFunctionsCalledOnLoad');
    for (const src of scriptList(body, 'island-scripts')) expect(await firstLine(src)).not.toBe('//# allFunctionsCalledOnLoad');
  });

  it('sends a cached page whole, with its length, and the same page gzipped to a browser that takes gzip', async () => {
    // The file cache keeps the page as bytes and scripts/patch-next.mjs has Next write them as they
    // are; without the patch the answer is chunked, without a length.
    const plain = { headers: { 'accept-encoding': 'identity' } };
    await (await site('/', plain)).arrayBuffer();
    const cached = await site('/', plain);
    const bytes = Buffer.from(await cached.arrayBuffer());
    expect(cached.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);
    expect(cached.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.toString('utf8')).toContain('Управляйте документами, бизнес-контентом и бизнес-процессами');
    // fetch asks for gzip and undoes it: the page arrives the same, and compressed (no length left).
    const gzipped = await site('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('content-length')).toBeNull();
    expect(Buffer.from(await gzipped.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('sends no sanitizer to the browser: the rich text of the home page (FAQ, tabs) comes clean', async () => {
    const { body } = await html('/');
    expect(body).toContain('Частые вопросы');
    // The page's own scripts and those of its blocks (lib/chrome/island-scripts.ts).
    const scripts = pageScripts(body);
    expect(scripts.length).toBeGreaterThan(5);
    for (const src of scripts)
      expect(await (await site(src.replace('/ru/products/ecm', ''))).text()).not.toMatch(/allowedSchemesByTag|PostCSS received/);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { status, body } = await html('/no-such-page/');
    expect(status).toBe(404);
    expect(body).toContain('Страница не найдена');
    expect(body).toContain('noindex');
  });

  it('keeps a draft away from visitors and shows it in preview', async () => {
    const page = await cms<Page>('POST', '/items/pages', {
      path: '/draft-check/',
      title: 'проверка черновика',
      status: 'draft',
      blocks: [{ collection: 'block_rich_text', sort: 1, item: { title: 'Секретный черновик', content: '<p>ещё не опубликовано</p>' } }],
    });
    expect((await html('/draft-check/')).status).toBe(404);

    const cookie = await previewCookies('/draft-check/');
    const preview = await html('/draft-check/', { headers: { cookie } });
    expect(preview.status).toBe(200);
    expect(preview.body).toContain('Секретный черновик');
    expect(preview.body).toContain('noindex');
    // The marketer's preview shows the title as typed (visitors' titles start with a capital letter:
    // lib/seo/head.ts and its test), so the tab says what the marketer wrote.
    expect(titleOf(preview.body)).toBe('проверка черновика | ELMA365');

    // The visitor's cached 404 is not affected by the preview.
    expect((await html('/draft-check/')).status).toBe(404);
    await cms('DELETE', `/items/pages/${page.id}`);
  });

  it('refuses the preview without the right secret', async () => {
    expect((await site('/api/preview/?secret=wrong&path=/')).status).toBe(401);
    const r = await site(`/api/preview/?secret=${encodeURIComponent(previewSecret())}&path=https://evil.example/`);
    expect(r.status).toBe(400);
  });

  it('serves an edit made in Directus within seconds, without a rebuild', async () => {
    const [hero] = await cms<{ id: number; title: string }[]>(
      'GET',
      '/items/block_hero?filter[title][_eq]=Управляйте документами, бизнес-контентом и бизнес-процессами&limit=1',
    );
    expect(hero).toBeDefined();
    const before = await html('/');
    expect(before.body).toContain(hero!.title);
    const changed = 'Документы и процессы под контролем';
    const saved = Date.now();
    await cms('PATCH', `/items/block_hero/${hero!.id}`, { title: changed });
    try {
      await eventually(async () => ((await html('/')).body.includes(changed) ? true : undefined), 20_000, 'the edited hero title');
      console.log(`edit served ${Date.now() - saved} ms after saving`);
    } finally {
      await cms('PATCH', `/items/block_hero/${hero!.id}`, { title: hero!.title });
    }
    await eventually(async () => ((await html('/')).body.includes(hero!.title) ? true : undefined), 20_000, 'the restored title');
  });

  it('publishes a new page, redirects its old path when renamed, and takes it down when unpublished', async () => {
    expect((await html('/published-later/')).status).toBe(404);
    const page = await cms<Page>('POST', '/items/pages', {
      path: '/published-later/',
      title: 'Опубликована позже',
      status: 'published',
      blocks: [{ collection: 'block_rich_text', sort: 1, item: { content: '<p>Теперь видно всем</p>' } }],
    });
    // The 404 served before was cached with a revalidate interval, and the flow regenerates it now.
    await eventually(async () => ((await html('/published-later/')).status === 200 ? true : undefined), 20_000, 'the new page');

    // A rename leaves no dead link: the old path answers 308 to the new one (cms/extensions/page-safety).
    await cms('PATCH', `/items/pages/${page.id}`, { path: '/published-renamed/' });
    await eventually(
      async () => {
        const old = await html('/published-later/', { redirect: 'manual' });
        return old.status === 308 && old.headers.get('location')?.endsWith('/published-renamed/') ? true : undefined;
      },
      20_000,
      'the old path to redirect to the new one',
    );
    expect((await html('/published-renamed/')).body).toContain('Теперь видно всем');

    await cms('PATCH', `/items/pages/${page.id}`, { status: 'draft' });
    await eventually(
      async () => ((await html('/published-renamed/')).status === 404 ? true : undefined),
      20_000,
      'the unpublished page to disappear',
    );
    await cms('DELETE', `/items/pages/${page.id}`);
  });

  it('regenerates every page when a menu changes', async () => {
    const [item] = await cms<{ id: number; title: string }[]>(
      'GET',
      '/items/navigation_items?filter[title][_eq]=Цены&filter[navigation][_eq]=header&limit=1',
    );
    await cms('PATCH', `/items/navigation_items/${item!.id}`, { title: 'Тарифы' });
    try {
      // Every page is regenerated, after whatever regeneration earlier saves (other tests) still queued.
      for (const path of ['/', '/prices/']) {
        await eventually(async () => ((await html(path)).body.includes('Тарифы') ? true : undefined), 60_000, `the new menu on ${path}`);
      }
    } finally {
      await cms('PATCH', `/items/navigation_items/${item!.id}`, { title: item!.title });
    }
  });

  it('rejects revalidation requests without the secret', async () => {
    const r = await site('/api/revalidate/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'nope' },
      body: '{"collection":"pages","keys":[1]}',
    });
    expect(r.status).toBe(401);
    const ok = await site('/api/revalidate/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret() },
      body: '{"nothing":true}',
    });
    expect(ok.status).toBe(400);
  });
});
