/**
 * @jest-environment node
 */
// The page pipeline's decisions, with the page data and the index of published paths stood in for
// (their reads of Directus are tested on their own and by tests/integration/pages.int.test.ts,
// experiments.int.test.ts): which read a path gets, and that every answer can be regenerated.
import { cmsPageProps } from './page-pipeline';
import { loadPage, loadVariantPage } from '@/lib/cms/page-data';
import { publishedPathExists } from '@/lib/cms/page-index';

jest.mock('@/lib/cms/page-data', () => ({
  ...jest.requireActual('@/lib/cms/page-data'),
  loadPage: jest.fn(),
  loadVariantPage: jest.fn(),
}));
jest.mock('@/lib/cms/page-index', () => ({ publishedPathExists: jest.fn() }));

const page = (path: string) => ({
  page: { id: 1, path, title: 'Страница', blocks: [] },
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
  it('answers a path no page is published at with a 404 that is regenerated later, without reading a page', async () => {
    expect(await cmsPageProps({ path: '/no-such-page/' })).toEqual({ notFound: true, revalidate: 300 });
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
    expect(await cmsPageProps({ path: '/_ab/11/gone/' })).toEqual({ notFound: true, revalidate: 300 });
  });

  it('answers 404 for a page the CMS no longer has, regenerated later', async () => {
    jest.mocked(loadPage).mockResolvedValueOnce(null);
    expect(await cmsPageProps({ path: '/' })).toEqual({ notFound: true, revalidate: 300 });
  });
});
