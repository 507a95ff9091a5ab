// Structured data and page furniture of the built site: JSON-LD of each page type checked against
// schema.org's required properties, Open Graph and Twitter cards, the icons and the web manifest.
import { jsonLdOf, structuredDataProblems } from '../support/json-ld';
import { site } from '../support/stack';

async function page(path: string) {
  const r = await site(path);
  expect(r.status).toBe(200);
  const body = await r.text();
  const data = jsonLdOf(body);
  expect(structuredDataProblems(data)).toEqual([]);
  return { body, types: data.map((d) => d['@type']), data };
}

const meta = (body: string, key: string) => body.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

describe('structured data', () => {
  it('names the organisation on the home page only', async () => {
    expect((await page('/')).types).toContain('Organization');
    expect((await page('/archiving/')).types).not.toContain('Organization');
  });

  it('gives a feature page its breadcrumbs and its FAQ', async () => {
    const { types, data } = await page('/contract-management/');
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']));
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
    expect(crumbs.at(-1)!.item).toMatch(/\/ru\/products\/ecm\/contract-management\/$/);
  });

  it('makes a webinar an Event and news and articles Articles, with article Open Graph cards', async () => {
    expect((await page('/webinars/partners-roadmap/')).types).toEqual(['Event']);
    for (const path of ['/news/mobile-app-offline/', '/articles/electronic-archive-checklist/']) {
      const { types, body } = await page(path);
      expect(types).toEqual(['Article']);
      expect(meta(body, 'og:type')).toBe('article');
      expect(meta(body, 'twitter:card')).toBe('summary_large_image');
    }
    expect(meta((await page('/archiving/')).body, 'og:type')).toBe('website');
  });
});

describe('icons and manifest', () => {
  it('declares an icon and a manifest that the site serves', async () => {
    const { body } = await page('/');
    for (const href of ['/ru/products/ecm/favicon.svg', '/ru/products/ecm/manifest.webmanifest', '/ru/products/ecm/icon-192.png']) {
      expect(body).toContain(`href="${href}"`);
    }
    const manifest = await (await site('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ lang: 'ru', start_url: '/ru/products/ecm/' });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const r = await site(icon.src.replace('/ru/products/ecm', ''));
      expect([r.status, r.headers.get('content-type')]).toEqual([200, 'image/png']);
    }
  });
});
