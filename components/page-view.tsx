import type { PageProps } from '@/lib/cms/page-data';
import { RenderBlocks } from '@/blocks/render-blocks';
import { capitalize, defaultTitle } from '@/lib/seo/title';
import { SiteLayout } from './layout/site-layout';
import { SeoHead } from './seo-head';
import { JsonLdScript } from './json-ld';
import { organization } from '@/lib/seo/structured-data';

/** A CMS page: SEO head, page chrome and the page's blocks in order. */
export function PageView({ page, layout, preview, assetsUrl, siteUrl, experiment }: PageProps) {
  const product = layout.globals?.product_name ?? '';
  const title = page.seo_title
    ? capitalize(page.seo_title)
    : page.path === '/'
      ? defaultTitle(product)
      : `${capitalize(page.title ?? '')} | ${product}`;
  return (
    <SiteLayout layout={layout} preview={preview} assetsUrl={assetsUrl} page={page} siteUrl={siteUrl}>
      <SeoHead
        title={title}
        description={page.seo_description}
        image={page.seo_image ? `${siteUrl}${assetsUrl}/assets/${page.seo_image.id}/?width=1200&height=630&fit=cover` : null}
        // An A/B variant is served at the page's own address; search engines see the page itself.
        noindex={preview || experiment !== null}
        path={experiment ? (page.path ?? undefined) : undefined}
        siteUrl={siteUrl}
      />
      {page.path === '/' && (
        // The company behind the product, once, on the home page as search engines recommend.
        <JsonLdScript
          data={organization({
            name: product,
            siteUrl,
            mainSiteUrl: layout.globals?.main_site_url,
            phone: layout.globals?.sales_phone,
            email: layout.globals?.sales_email,
          })}
        />
      )}
      <RenderBlocks blocks={page.blocks} />
    </SiteLayout>
  );
}
