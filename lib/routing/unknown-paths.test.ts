/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { NextRequest } from 'next/server';

const known = new Set(['/', '/archiving/', '/news/first/']);
jest.mock('@/lib/cms/page-index', () => ({ mayExist: (path: string) => Promise.resolve(known.has(path)) }));

import { FIXED_PAGE_PATHS, unknownPathAnswer } from './unknown-paths';

/** As the proxy gets requests: paths without the base path. */
const nextConfig = { basePath: '/ru/products/ecm', trailingSlash: true };
const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost/ru/products/ecm${path}`, { headers, nextConfig });

/** The pages of the folder whose route has no parameter (and is not a file such as sitemap.xml, which the proxy never sees). */
function fixedPages(dir = join(process.cwd(), 'pages')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' || entry.name.includes('[') ? [] : fixedPages(file);
    const route = relative(join(process.cwd(), 'pages'), file).replace(/\.tsx?$/, '');
    if (/(^|\/)_|\[|\./.test(route)) return [];
    return [`/${route.replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/')];
  });
}

describe('the proxy 404 for unknown paths', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'unknown-paths-'));
  beforeAll(() => {
    writeFileSync(join(distDir, 'prerender-manifest.json'), JSON.stringify({ preview: { previewModeId: 'the-build-s-id' } }));
    process.env.NEXT_DIST_DIR = relative(process.cwd(), distDir);
  });
  afterAll(() => {
    delete process.env.NEXT_DIST_DIR;
    rmSync(distDir, { recursive: true, force: true });
  });

  it('lets a public path go on to its page', async () => {
    for (const path of ['/', '/archiving/', '/news/first/']) expect(await unknownPathAnswer(request(path))).toBeNull();
    // Page data of a client-side navigation, as Next hands it to the proxy.
    expect(await unknownPathAnswer(request('/_next/data/build-1/archiving.json', { 'x-nextjs-data': '1' }))).toBeNull();
  });

  it("answers an unknown path with the site's 404 page", async () => {
    const r = (await unknownPathAnswer(request('/made-up/?utm=1')))!;
    expect(r.headers.get('x-middleware-rewrite')).toBe('http://localhost/ru/products/ecm/404/');
  });

  it('answers the page data of an unknown path as Next does: 404 {"notFound":true}', async () => {
    const r = (await unknownPathAnswer(request('/_next/data/build-1/made-up.json', { 'x-nextjs-data': '1' })))!;
    expect(r.status).toBe(404);
    expect(await r.text()).toBe('{"notFound":true}');
    expect(r.headers.get('cache-control')).toMatch(/^private, no-cache, no-store/);
  });

  it("leaves the fixed pages alone, and the folder's fixed pages are the list", async () => {
    expect([...FIXED_PAGE_PATHS].sort()).toEqual(fixedPages().sort());
    for (const path of FIXED_PAGE_PATHS) expect(await unknownPathAnswer(request(path))).toBeNull();
  });

  it("lets the marketer's draft mode through, for unpublished paths too, but not a forged cookie", async () => {
    expect(await unknownPathAnswer(request('/draft/', { cookie: '__prerender_bypass=the-build-s-id' }))).toBeNull();
    expect(
      (await unknownPathAnswer(request('/draft/', { cookie: '__prerender_bypass=forged' })))?.headers.get('x-middleware-rewrite'),
    ).toMatch(/\/404\/$/);
  });
});
