import type { ReactNode } from 'react';
import type { CmsImageFragment } from '@/schema/generated/graphql';
import type { Chrome } from '@/lib/content/reads';
import { BASE_PATH } from '@/lib/routing/base-path';
import { capitalize } from '@/lib/seo/title';
import { SiteLayout } from '@/components/layout/site-layout';
import { SeoHead } from '@/components/seo-head';

type Props = Chrome & {
  title: string;
  seoTitle?: string | null;
  description?: string | null;
  /** The item's own picture; without one the section's default card is shared. */
  image?: CmsImageFragment | null;
  children: ReactNode;
};

/** A page of the content sections: the chrome, its title and description, and an Open Graph image. */
export function ContentPage({ layout, preview, assetsUrl, siteUrl, title, seoTitle, description, image, children }: Props) {
  const product = layout.globals?.product_name ?? '';
  const fullTitle = seoTitle ? capitalize(seoTitle) : `${capitalize(title)}${product ? ` | ${product}` : ''}`;
  const og = image ? `${assetsUrl}/assets/${image.id}?width=1200&height=630&fit=cover` : `${siteUrl}${BASE_PATH}/images/og-content.png`;
  return (
    <SiteLayout layout={layout} preview={preview} assetsUrl={assetsUrl}>
      <SeoHead title={fullTitle} description={description} image={og} noindex={preview} siteUrl={siteUrl} />
      {children}
    </SiteLayout>
  );
}
