import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

describe('sitemap', () => {
  it('merges every source, one entry per path, sorted', async () => {
    const entries = await sitemapEntries([
      async () => [{ path: '/prices/' }, { path: '/' }],
      async () => [{ path: '/webinars/a-b/', lastModified: '2026-01-02T03:04:05Z' }, { path: '/prices/' }],
    ]);
    expect(entries.map((e) => e.path)).toEqual(['/', '/prices/', '/webinars/a-b/']);
  });

  it('writes absolute addresses under the base path, escaped', () => {
    const xml = sitemapXml('https://elma365.com', [{ path: '/a&b/', lastModified: '2026-01-02T03:04:05Z' }]);
    expect(xml).toContain('<loc>https://elma365.com/ru/products/ecm/a&amp;b/</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>');
  });

  it('closes robots.txt outside production and points crawlers to the sitemap in production', () => {
    expect(robotsTxt('https://elma365.com', false)).toBe('User-agent: *\nDisallow: /\n');
    expect(robotsTxt('https://elma365.com', true)).toContain('Sitemap: https://elma365.com/ru/products/ecm/sitemap.xml');
  });
});
