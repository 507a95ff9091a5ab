/**
 * @jest-environment node
 */
// The page pipeline's decisions, with the page data and the index of published paths stood in for
// (their reads of Directus are tested on their own and by tests/integration/pages.int.test.ts,
// experiments.int.test.ts): which read a path gets, and that every answer can be regenerated.
import { cmsPageProps } from './page-pipeline';
import { loadPage, loadVariantPage } from '@/lib/cms/page-data';
import { publishedPathExists } from '@/lib/cms/page-index';
import { redirectTable } from '@/lib/routing/redirect-rules';

jest.mock('@/lib/cms/page-data', () => ({
  ...jest.requireActual('@/lib/cms/page-data'),
  loadPage: jest.fn(),
  loadVariantPage: jest.fn(),
}));
jest.mock('@/lib/cms/page-index', () => ({ publishedPathExists: jest.fn() }));
jest.mock('@/lib/routing/redirect-source', () => ({
  cachedRedirects: () => ({
    table: redirectTable([
      { from: '/old-archive/', to: '/archiving/', status_code: '308' },
      { from: '/older-archive/', to: '/old-archive/', status_code: '308' },
      { from: '/away/', to: 'https://elma365.com/ru/', status_code: '307' },
    ]),
    mainSiteUrl: null,
    guards: new Map(),
  }),
}));

const page = (path: string, guards: string[] | null = null) => ({
  page: { id: 1, path, title: 'Страница', blocks: [], guards },
  trail: null,
  experiment: null,
  preview: false,
  assetsUrl: '/assets',
  layout: { globals: { product_name: 'ECM' } },
});
const published = new Set(['/', '/archiving/']);

beforeEach(() => {
  jest
    .mocked(publishedPathExists)
    .mockReset()
    .mockImplementation(async (path) => published.has(path));
  jest
    .mocked(loadPage)
    .mockReset()
    .mockImplementation(async (path) => page(path) as never);
  jest
    .mocked(loadVariantPage)
    .mockReset()
    .mockImplementation(async (_id, path) => page(path) as never);
});

describe('cmsPageProps', () => {
  it('answers a path no page is published at with a 404 kept a second at most, without reading a page', async () => {
    expect(await cmsPageProps({ path: '/no-such-page/' })).toEqual({ notFound: true, revalidate: 1 });
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("reads a published page as visitors see it, with its blocks' HTML step, and regenerates it", async () => {
    const r = await cmsPageProps({ path: '/archiving/' });
    expect(loadPage).toHaveBeenCalledWith('/archiving/', false, {});
    expect(r).toMatchObject({ props: { page: { path: '/archiving/' } }, revalidate: 300 });
  });

  it("reads a draft in preview without asking the index, in the preview's content version", async () => {
    await cmsPageProps({ path: '/draft/', draftMode: true, previewData: { version: 'v2' } });
    expect(publishedPathExists).not.toHaveBeenCalled();
    expect(loadPage).toHaveBeenCalledWith('/draft/', true, { version: 'v2' });
  });

  it("renders an A/B variant's path as its page's variant, if that page is published", async () => {
    const r = await cmsPageProps({ path: '/_ab/11/archiving/' });
    expect(publishedPathExists).toHaveBeenCalledWith('/archiving/');
    expect(loadVariantPage).toHaveBeenCalledWith(11, '/archiving/');
    expect(r).toMatchObject({ revalidate: 300 });
    expect(await cmsPageProps({ path: '/_ab/11/gone/' })).toEqual({ notFound: true, revalidate: 1 });
  });

  it('answers 404 for a page the CMS no longer has, regenerated later', async () => {
    jest.mocked(loadPage).mockResolvedValueOnce(null);
    expect(await cmsPageProps({ path: '/' })).toEqual({ notFound: true, revalidate: 300 });
  });

  it("answers a visitor's path a CMS redirect names with the redirect, its chain followed; not in preview", async () => {
    expect(await cmsPageProps({ path: '/older-archive/' })).toEqual({
      redirect: { destination: '/archiving/', statusCode: 308 },
      revalidate: 300,
    });
    expect(await cmsPageProps({ path: '/away/' })).toMatchObject({ redirect: { destination: 'https://elma365.com/ru/', statusCode: 307 } });
    expect(loadPage).not.toHaveBeenCalled();
    expect(await cmsPageProps({ path: '/old-archive/', draftMode: true })).toMatchObject({ props: { page: { path: '/old-archive/' } } });
  });

  it('gives the page the robots tag its guards ask for, and fails its render on a guard the site does not know', async () => {
    jest.mocked(loadPage).mockResolvedValueOnce(page('/archiving/', ['noindex']) as never);
    expect(await cmsPageProps({ path: '/archiving/' })).toMatchObject({ props: { robots: 'noindex, nofollow' } });
    expect(await cmsPageProps({ path: '/archiving/' })).toMatchObject({ props: { robots: null } });
    jest.mocked(loadPage).mockResolvedValueOnce(page('/archiving/', ['noindex', 'members-only']) as never);
    await expect(cmsPageProps({ path: '/archiving/' })).rejects.toThrow('Unknown middleware members-only');
  });
});
