import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import type { CmsImageFragment } from '@/schema/generated/graphql';
import type { Chrome } from '@/lib/cms/page-props';
import { pageTitle, socialImage } from '@/lib/seo/head';
import { SiteLayout } from '@/components/layout/site-layout';
import { SeoHead } from '@/lib/seo/seo-head';
import { JsonLdScript } from '@/lib/seo/json-ld';
import { article, orgRef, siteAddress, type JsonLd, type Org } from '@/lib/seo/structured-data';

type Props = Chrome & {
  title: string;
  seoTitle?: string | null;
  description?: string | null;
  /** The item's own picture; without one the section's default card is shared. */
  image?: CmsImageFragment | null;
  /** Open Graph type: news and articles are `article`. */
  ogType?: 'website' | 'article';
  /**
   * Structured data of the item (an Event, an Article), given the page's address and picture; false
   * in the browser (`typeof window === 'undefined' && …`), which keeps the server's (lib/seo/json-ld.tsx).
   */
  jsonLd?: ((url: string, image: string, publisher: Org) => JsonLd) | false;
  /** Kept out of search engines (a form's page: pages/forms/[form].tsx). */
  noindex?: boolean;
  /** The canonical path, when the address is not the page's own (a form post's answer comes at its lead route's address). */
  canonicalPath?: string;
  children: ReactNode;
};

type Item = { title?: string | null; seo_title: string | null; seo_description: string | null; description: string | null };

/**
 * The head of an item's page (a news item, an article, a webinar, a case, an author): its title, or
 * `untitled` (the section's word for one); its SEO title; its SEO description, else its description;
 * its picture.
 */
export const itemHead = (item: Item, untitled: string, image: CmsImageFragment | null) => ({
  title: item.title ?? untitled,
  seoTitle: item.seo_title,
  description: item.seo_description || item.description,
  image,
});

/**
 * The head of a news item's or an article's page: its `itemHead`, shared as an Open Graph article,
 * with the item's Article structured data.
 */
export const articleHead = (item: Item & Parameters<typeof article>[0] & { preview: CmsImageFragment | null }, untitled: string) => ({
  ...itemHead(item, untitled, item.preview),
  ogType: 'article' as const,
  jsonLd: typeof window === 'undefined' && ((url: string, image: string, org: Org) => article(item, url, image, org)),
});

/** A page of the content sections: the chrome, its title and description, and an Open Graph image. */
export function ContentPage({
  layout,
  preview,
  assetsUrl,
  siteUrl,
  cmsUrl,
  release,
  title,
  seoTitle,
  description,
  image,
  ogType,
  jsonLd,
  noindex = false,
  canonicalPath,
  children,
}: Props) {
  const { asPath } = useRouter();
  const product = layout.globals?.product_name ?? '';
  // Without a picture of its own the page shares the content sections' default card.
  const og = socialImage(siteUrl, assetsUrl, image, '/images/og-content.png');
  return (
    <SiteLayout layout={layout} preview={preview} assetsUrl={assetsUrl} siteUrl={siteUrl} cmsUrl={cmsUrl} release={release}>
      <SeoHead
        title={pageTitle({ seoTitle, title, product, asTyped: preview })}
        description={description}
        image={og}
        noindex={preview || noindex}
        siteUrl={siteUrl}
        path={canonicalPath}
        type={ogType}
      />
      {jsonLd !== undefined && (
        <JsonLdScript
          data={
            typeof window === 'undefined' &&
            jsonLd &&
            jsonLd(
              siteAddress(siteUrl, asPath.split(/[?#]/)[0]!),
              og,
              orgRef(product, layout.globals?.main_site_url || siteAddress(siteUrl, '/')),
            )
          }
        />
      )}
      {children}
    </SiteLayout>
  );
}
