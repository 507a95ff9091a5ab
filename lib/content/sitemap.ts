// The content sections' share of sitemap.xml: listings and every published detail page.
import type { SitemapSource } from '@/lib/seo/sitemap';
import { contentDetailPaths } from './paths';

export const contentPages: SitemapSource = async () => [
  { path: '/webinars/' },
  { path: '/news/' },
  { path: '/articles/authors/' },
  { path: '/cases/' },
  ...(await contentDetailPaths()).map((d) => ({ path: d.path, lastModified: d.updated })),
];
