// Security of the built site against a real Directus: the headers of every kind of answer, who may
// frame the pages, the client address behind proxies, counters that wait for cookie consent, a
// production start that refuses a bad configuration, and bad paths and CMS outages. The last two
// start a second site process on the build of the test run rather than building again.
import { createHash } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { freePort, startFake, type FakeServer } from '../support/fake-server';
import { CMS, SITE, cms, eventually, site } from '../support/stack';
import { waitForInteractive } from '../support/interactive';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // Chromium's Local Network Access checks would block every frame from a stand-in origin before
  // the CSP is even consulted; off, the frame-ancestors test shows what the CSP itself allows.
  browser = await launchBrowser(['--disable-features=LocalNetworkAccessChecks']);
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
});

/** Directus' address as the browser knows it (DIRECTUS_PUBLIC_URL): the admin app lives there. */
const cmsPublicOrigin = () => `http://localhost:${new URL(CMS()).port}`;

async function newContext() {
  const context = await browser.newContext();
  contexts.push(context);
  return context;
}

/** CSP violations the page reports, collected from the first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

describe('security headers', () => {
  const answers: [string, () => Promise<Response>][] = [
    ['a page', () => site('/')],
    ['an API answer', () => site('/api/company/?company=%D0%A0%D0%BE')],
    ['a refused API request', () => site('/api/question/', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' })],
    ['the 404 page', () => site('/no-such-page-anywhere/')],
    ['a 404 outside the base path', () => fetch(`${new URL(SITE()).origin}/no-such-root/`)],
  ];

  it.each(answers)('are sent with %s', async (_, request) => {
    const r = await request();
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors 'self' ${cmsPublicOrigin()}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/mc\.yandex\.ru/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(r.headers.get('permissions-policy')).toContain('camera=()');
    // The test site is served over http: no HSTS (an https SITE_URL turns it on, see the unit test).
    expect(r.headers.get('strict-transport-security')).toBeNull();
  });

  it('leaves no inline script in the pages that the static CSP would block (JSON data blocks do not run)', async () => {
    for (const path of ['/', '/try/', '/webinars/', '/no-such-page-anywhere/']) {
      const r = await site(path);
      const html = await r.text();
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([^<]*)<\/script>/g)].filter(
        ([, attrs]) => !/type="application\/(ld\+)?json"/.test(attrs!),
      );
      // The one that starts the page's scripts, allowed by its hash (lib/chrome/boot-script.mjs).
      const allowed = inline.filter(([, , code]) =>
        r.headers.get('content-security-policy')!.includes(`'sha256-${createHash('sha256').update(code!).digest('base64')}'`),
      );
      expect({ path, inline: inline.length, allowed: allowed.length }).toEqual({ path, inline: 1, allowed: 1 });
    }
  });

  it('lets the CMS admin frame a page for its preview, and refuses any other site', async () => {
    const framedBy = async (origin: string) => {
      const page = await (await newContext()).newPage();
      await page.route(`${origin}/frame/`, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><iframe src="${SITE()}/" width="1280" height="800"></iframe>` }),
      );
      await page.goto(`${origin}/frame/`);
      // A blocked frame shows Chromium's error page, which has no Next root.
      return page
        .frameLocator('iframe')
        .locator('#__next main')
        .waitFor({ state: 'attached', timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
    };
    expect(await framedBy(cmsPublicOrigin())).toBe(true);
    expect(await framedBy('http://attacker.example')).toBe(false);
  });
});

describe('client address behind proxies', () => {
  it('still answers 429 when each request forges a different leftmost X-Forwarded-For hop', async () => {
    // The proxy in front (the test runner, on loopback) appends the real address: always the same.
    const real = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await site('/api/question/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i}.1, 172.16.${i}.2, ${real}` },
        body: '{}',
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
  });
});

describe('counters and cookie consent', () => {
  const IDS = { metrika_id: '12345678', vk_pixel_id: 'VK-RTRG-1', gtm_id: 'GTM-TEST1' };
  const COUNTER_HOSTS = ['mc.yandex.ru', 'vk.com', 'www.googletagmanager.com'];

  beforeAll(async () => {
    await cms('PATCH', '/items/globals', IDS);
    // Saving the globals regenerates every page; wait until the home page carries the ids.
    await eventually(
      async () => ((await (await site('/')).text()).includes(IDS.gtm_id) ? true : undefined),
      30_000,
      'counter ids on the page',
    );
  });
  afterAll(async () => {
    await cms('PATCH', '/items/globals', { metrika_id: null, vk_pixel_id: null, gtm_id: null });
  });

  /** A visitor whose requests to the counters' hosts are answered locally and recorded. */
  async function visitor() {
    const context = await newContext();
    const requests: string[] = [];
    const record = (route: Route) => {
      requests.push(new URL(route.request().url()).host);
      return route.fulfill({ contentType: 'application/javascript', body: '/* counter stand-in */' });
    };
    for (const host of COUNTER_HOSTS) await context.route(`https://${host}/**`, record);
    const page = await context.newPage();
    const violations = await watchViolations(page);
    return { page, requests, violations };
  }

  it('loads no counter before consent, all of them after accepting, and again on the next visit', async () => {
    const { page, requests, violations } = await visitor();
    await page.goto(`${SITE()}/`);
    await waitForInteractive(page);
    const notice = page.getByRole('region', { name: 'Уведомление о cookie' });
    await notice.waitFor();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);

    await notice.getByRole('button', { name: 'Принять' }).click();
    await eventually(async () => (COUNTER_HOSTS.every((h) => requests.includes(h)) ? true : undefined), 10_000, 'counter requests');
    expect(await violations()).toEqual([]);

    requests.length = 0;
    await page.reload();
    await waitForInteractive(page);
    expect(await notice.count()).toBe(0);
    await eventually(async () => (COUNTER_HOSTS.every((h) => requests.includes(h)) ? true : undefined), 10_000, 'counters on return');
  });

  it('lets the visitor withdraw consent from the footer: the page reloads without counters', async () => {
    const { page, requests } = await visitor();
    await page.goto(`${SITE()}/`);
    await waitForInteractive(page);
    const notice = page.getByRole('region', { name: 'Уведомление о cookie' });
    await notice.getByRole('button', { name: 'Принять' }).click();
    await eventually(async () => (COUNTER_HOSTS.every((h) => requests.includes(h)) ? true : undefined), 10_000, 'counters after accepting');

    requests.length = 0;
    await page.getByRole('contentinfo').getByRole('button', { name: 'Настройки cookie' }).click();
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Отклонить' }).click()]);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.localStorage.getItem('cookies-approved'))).toBe('false');
    expect(requests).toEqual([]);
  });

  it('loads no counter after the visitor declines, also on later pages', async () => {
    const { page, requests } = await visitor();
    await page.goto(`${SITE()}/`);
    await waitForInteractive(page);
    const notice = page.getByRole('region', { name: 'Уведомление о cookie' });
    await notice.getByRole('button', { name: 'Отклонить' }).click();
    expect(await notice.count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('cookies-approved'))).toBe('false');
    await page.goto(`${SITE()}/try/`);
    await waitForInteractive(page);
    await page.waitForTimeout(500);
    expect(await notice.count()).toBe(0);
    expect(requests).toEqual([]);
  });
});

/** `next start` on the test run's build with the given changes to the site's environment. */
function startSiteProcess(port: number, changes: Record<string, string>) {
  const env = {
    ...process.env,
    ...JSON.parse(process.env.TEST_SITE_ENV!),
    NEXT_DIST_DIR: process.env.TEST_DIST_DIR!,
    NODE_ENV: 'production',
    ...changes,
  };
  const child = spawn(process.execPath, [join(process.cwd(), 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

const stop = async (child: ChildProcess | undefined) => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
  }
};

describe('production start', () => {
  it('refuses to start with missing secrets, a localhost address and no captcha, naming each', async () => {
    const site = startSiteProcess(await freePort(), {
      DEPLOYMENT: 'production',
      SITE_URL: 'http://localhost:3000',
      DIRECTUS_TOKEN: '',
      PREVIEW_SECRET: '',
      REVALIDATE_SECRET: '',
      RECAPTCHA_SECRET: '',
    });
    const code = await Promise.race([site.exited, new Promise((r) => setTimeout(() => r('still running'), 30_000))]);
    await stop(site.child);
    expect(code).toBe(1);
    const output = site.output();
    expect(output).toContain('Refusing to start a production deployment');
    for (const name of [
      'DIRECTUS_TOKEN',
      'PREVIEW_SECRET',
      'REVALIDATE_SECRET',
      'RECAPTCHA_SECRET',
      'SITE_URL is on this machine',
      'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
    ])
      expect(output).toContain(name);
  });
});

describe('bad paths and CMS outages', () => {
  let cmsProxy: FakeServer;
  let cmsUp = true;
  const operations: string[] = [];
  let outageSite: ReturnType<typeof startSiteProcess> | undefined;
  let outageUrl: string;

  beforeAll(async () => {
    // Directus behind a switch: it counts the site's GraphQL operations, and "down" drops every connection.
    cmsProxy = await startFake((req, res, body) => {
      if (!cmsUp) return req.socket.destroy();
      if (req.url?.startsWith('/graphql')) {
        const { query = '' } = JSON.parse(body) as { query?: string };
        operations.push(/^\s*query\s+(\w+)/m.exec(query)?.[1] ?? '?');
      }
      fetch(`${CMS()}${req.url}`, {
        method: req.method,
        headers: { 'content-type': 'application/json', authorization: req.headers.authorization ?? '' },
        body: req.method === 'GET' ? undefined : body,
      })
        .then(async (r) =>
          res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' }).end(await r.text()),
        )
        .catch(() => res.writeHead(502).end());
    });
    const port = await freePort();
    outageSite = startSiteProcess(port, { DIRECTUS_URL: cmsProxy.url });
    outageUrl = `http://127.0.0.1:${port}/ru/products/ecm`;
    await eventually(async () => ((await fetch(`${outageUrl}/`)).ok ? true : undefined), 60_000, 'the second site');
  });
  afterAll(async () => {
    await stop(outageSite?.child);
    await cmsProxy?.close();
  });

  it.each(['/500/', '/404/', '/_error/', '/_app/', '/_document/'])('answers the internal page name %s with 404', async (path) => {
    expect((await site(path)).status).toBe(404);
  });

  it('answers a flood of made-up paths from one index read instead of a page read each', async () => {
    const stamp = Date.now();
    operations.length = 0;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => fetch(`${outageUrl}/flood-${stamp}-${i}/`).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(40).fill(404));
    expect(operations.filter((o) => o === 'Page')).toEqual([]);
    expect(operations.filter((o) => o === 'PagePaths').length).toBeLessThanOrEqual(2);
  });

  it('keeps serving a cached page during an outage and answers an unknown path with 503 and Retry-After within 1 s', async () => {
    expect((await fetch(`${outageUrl}/archiving/`)).status).toBe(200);
    cmsUp = false;
    try {
      // Past the page index's few seconds, so that the unknown path really needs the CMS.
      await new Promise((r) => setTimeout(r, 5_500));
      const started = Date.now();
      const r = await fetch(`${outageUrl}/published-during-the-outage-${started}/`);
      const elapsed = Date.now() - started;
      expect(r.status).toBe(503);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(elapsed).toBeLessThan(1_000);
      for (let i = 0; i < 3; i++) expect((await fetch(`${outageUrl}/archiving/`)).status).toBe(200);
    } finally {
      cmsUp = true;
    }
  });
});
