import type { GetServerSideProps } from 'next';
import { env } from '@/lib/env';
import { robotsTxt } from '@/lib/seo/sitemap';

export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'public, max-age=3600');
  res.end(robotsTxt(env.SITE_URL, env.CONTENT_ENV === 'production'));
  return { props: {} };
};
