import type { GetServerSideProps } from 'next';
import { env } from '@/lib/env';
import { sitemapEntries, sitemapXml } from '@/lib/seo/sitemap';

export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  try {
    const xml = sitemapXml(env.SITE_URL, await sitemapEntries());
    res.setHeader('content-type', 'application/xml; charset=utf-8');
    res.setHeader('cache-control', 'public, max-age=0, s-maxage=600, stale-while-revalidate=3600');
    res.end(xml);
  } catch {
    // The CMS is unreachable: crawlers retry later rather than index an empty site map.
    res.statusCode = 503;
    res.setHeader('retry-after', '600');
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Карта сайта временно недоступна');
  }
  return { props: {} };
};
