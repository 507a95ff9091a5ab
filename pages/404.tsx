import type { GetStaticProps } from 'next';
import Link from 'next/link';
import { LayoutOnlyDocument } from '@/schema/generated/graphql';
import { cmsQuery } from '@/lib/cms/client';
import type { Layout } from '@/lib/cms/page-data';
import { env } from '@/lib/env';
import { SiteLayout } from '@/components/layout/site-layout';
import { SeoHead } from '@/components/seo-head';
import styles from '@/components/not-found.module.css';

type Props = { layout: Layout; assetsUrl: string; siteUrl: string };

export default function NotFound({ layout, assetsUrl, siteUrl }: Props) {
  return (
    <SiteLayout layout={layout} preview={false} assetsUrl={assetsUrl}>
      <SeoHead title="404: This page could not be found" siteUrl={siteUrl} noindex />
      <section className={`container ${styles.box}`}>
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>Страница не найдена</h1>
        <Link href="/" className="btn btn--accent btn--300">
          На главную
        </Link>
      </section>
    </SiteLayout>
  );
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  // The chrome of the 404 page comes from the CMS too; without it the page still renders.
  const result = await cmsQuery(LayoutOnlyDocument, {});
  const layout: Layout = result.ok ? result.data : { globals: null, navigation: [], social_links: [] };
  return { props: { layout, assetsUrl: env.DIRECTUS_PUBLIC_URL, siteUrl: env.SITE_URL }, revalidate: env.REVALIDATE_SECONDS };
};
