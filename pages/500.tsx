import type { GetStaticProps } from 'next';
import { chromeProps, type ChromeProps } from '@/lib/seo/layout-props';
import { SiteLayout } from '@/components/layout/site-layout';
import { ErrorView } from '@/components/layout/error-view';
import { SeoHead } from '@/components/seo-head';

export default function ServerError({ layout, assetsUrl, siteUrl }: ChromeProps) {
  return (
    <SiteLayout layout={layout} preview={false} assetsUrl={assetsUrl}>
      <SeoHead title="500: Internal Server Error" siteUrl={siteUrl} noindex />
      <ErrorView code={500} title="Внутренняя ошибка сервера" text="Мы уже знаем о проблеме. Попробуйте обновить страницу чуть позже." />
    </SiteLayout>
  );
}

// Built once: a server error page must not depend on the server being able to build pages.
export const getStaticProps: GetStaticProps<ChromeProps> = async () => ({ props: await chromeProps() });
