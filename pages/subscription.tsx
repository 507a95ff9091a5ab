import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { env } from '@/lib/env';
import { readChromeOrEmpty, type Chrome } from '@/lib/cms/page-props';
import { SiteLayout } from '@/components/layout/site-layout';
import { SeoHead } from '@/lib/seo/seo-head';
import { SubscriptionLink } from '@/components/forms/subscription-link';

/** /subscription/?confirm=… (double opt-in link of the confirmation e-mail) and /subscription/?hash=… (unsubscribe). */
export default function Subscription({ layout, assetsUrl, siteUrl }: Chrome) {
  const { query, isReady } = useRouter();
  const confirm = typeof query.confirm === 'string' ? query.confirm : '';
  const hash = typeof query.hash === 'string' ? query.hash : '';
  return (
    <SiteLayout layout={layout} preview={false} assetsUrl={assetsUrl}>
      <SeoHead title="Рассылка" siteUrl={siteUrl} noindex />
      {isReady && <SubscriptionLink action={confirm ? 'confirm' : 'unsubscribe'} token={confirm || hash} />}
    </SiteLayout>
  );
}

export const getStaticProps: GetStaticProps<Chrome> = async () => ({
  props: await readChromeOrEmpty(),
  revalidate: env.REVALIDATE_SECONDS,
});
