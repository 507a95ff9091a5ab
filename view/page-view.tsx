import type { ReactNode } from 'react';
import type { PageProps } from '@/lib/cms';
import { SiteLayout, TableOfContents } from '@/components/layout';
import { editable } from '@/components/preview';
import { tocSections } from '@/lib/chrome';
import { JsonLdScript, organization, pageTitle, SeoHead, socialImage } from '@/lib/seo';

/** A CMS page: SEO head, page chrome and, as `children`, the page's blocks in order (./page.tsx puts them in). */
export function PageView({
  page,
  trail,
  layout,
  preview,
  assetsUrl,
  siteUrl,
  cmsUrl,
  release,
  experiment,
  draft,
  robots,
  children,
}: PageProps & { children: ReactNode }) {
  const product = layout.globals?.product_name ?? '';
  const sections = page.show_toc ? tocSections(page) : [];
  return (
    <SiteLayout
      layout={layout}
      preview={preview}
      draft={draft}
      assetsUrl={assetsUrl}
      page={page}
      trail={trail}
      siteUrl={siteUrl}
      cmsUrl={cmsUrl}
      release={release}
      // The page's blocks as a list in the Visual Editor's drawer: add, remove and reorder them there.
      pageEdit={editable(preview, { collection: 'pages', item: page.id }, ['title', 'blocks'], 'drawer')}
      toc={sections.length > 0 && <TableOfContents sections={sections} />}
    >
      <SeoHead
        title={pageTitle({ seoTitle: page.seo_title, title: page.title ?? '', product, home: page.path === '/', asTyped: preview })}
        description={page.seo_description}
        image={socialImage(siteUrl, assetsUrl, page.seo_image)}
        // An A/B variant is served at the page's own address; search engines see the page itself.
        noindex={preview || experiment !== null}
        // The page's route guards (`noindex`), cached with the page: no proxy is needed to add them.
        robots={robots}
        path={experiment ? (page.path ?? undefined) : undefined}
        siteUrl={siteUrl}
      />
      {page.path === '/' && (
        // The company behind the product, once, on the home page as search engines recommend.
        <JsonLdScript
          data={
            typeof window === 'undefined' &&
            organization({
              name: product,
              siteUrl,
              mainSiteUrl: layout.globals?.main_site_url,
              phone: layout.globals?.sales_phone,
              email: layout.globals?.sales_email,
            })
          }
        />
      )}
      {children}
    </SiteLayout>
  );
}
