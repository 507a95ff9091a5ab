import type { PageProps } from '@/lib/cms/page-data';
import { RenderBlocks } from '@/blocks/render-blocks';
import { capitalize, defaultTitle } from '@/lib/seo/title';
import { SiteLayout } from './layout/site-layout';
import { SeoHead } from './seo-head';

/** A CMS page: SEO head, page chrome and the page's blocks in order. */
export function PageView({ page, layout, preview, assetsUrl, siteUrl }: PageProps) {
  const product = layout.globals?.product_name ?? '';
  const title = page.seo_title
    ? capitalize(page.seo_title)
    : page.path === '/'
      ? defaultTitle(product)
      : `${capitalize(page.title ?? '')} | ${product}`;
  return (
    <SiteLayout layout={layout} preview={preview} assetsUrl={assetsUrl} page={page}>
      <SeoHead
        title={title}
        description={page.seo_description}
        image={page.seo_image ? `${assetsUrl}/assets/${page.seo_image.id}?width=1200&height=630&fit=cover` : null}
        noindex={preview}
        siteUrl={siteUrl}
      />
      <RenderBlocks blocks={page.blocks} />
    </SiteLayout>
  );
}
