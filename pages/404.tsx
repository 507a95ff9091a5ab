import type { GetStaticProps } from 'next';
import { env } from '@/lib/env';
import { readChromeOrEmpty, type Chrome } from '@/lib/cms/page-props';
import { SiteLayout } from '@/components/layout/site-layout';
import { ErrorView } from '@/components/layout/error-view';
import { SeoHead } from '@/lib/seo/seo-head';

export default function NotFound({ layout, assetsUrl, siteUrl }: Chrome) {
  return (
    <SiteLayout layout={layout} preview={false} assetsUrl={assetsUrl}>
      <SeoHead title="404: This page could not be found" siteUrl={siteUrl} noindex />
      <ErrorView code={404} title="Страница не найдена" text="Возможно, адрес изменился или страница была удалена." />
    </SiteLayout>
  );
}

// The chrome of the 404 page comes from the CMS too; revalidated so that menu changes reach it.
export const getStaticProps: GetStaticProps<Chrome> = async () => ({
  props: await readChromeOrEmpty(),
  revalidate: env.REVALIDATE_SECONDS,
});
