import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import type { Layout, PageRecord } from '@/lib/cms/page-data';
import { SiteContext } from '@/components/site-context';
import { BASE_PATH } from '@/lib/routing/base-path';
import { breadcrumbs } from '@/lib/chrome/breadcrumbs';
import { tocSections } from '@/lib/chrome/toc';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { StaticHtml } from '@/components/static-html';
import { askAgain } from '@/lib/analytics/consent';
import { Breadcrumbs } from './breadcrumbs';
import { CookieBanner } from './cookie-banner';
import { OfflineNotice } from './offline-notice';
import { JsonLdScript } from '@/components/json-ld';
import { breadcrumbList } from '@/lib/seo/structured-data';
import styles from './site-layout.module.css';

// Preview only: its own chunk, which visitors' pages never load (nor the Visual Editor library).
const PreviewTools = dynamic(() => import('@/components/preview/preview-tools'), { ssr: false });
// Server-rendered, but its code is its own chunk, loaded only by the pages that show a contents list.
const TableOfContents = dynamic(() => import('./table-of-contents').then((m) => m.TableOfContents));

const footerActions = { 'cookie-choice': askAgain };

type Props = { layout: Layout; preview: boolean; assetsUrl: string; page?: PageRecord; siteUrl?: string; children: ReactNode };

/** The chrome around every page: header, breadcrumbs, contents, footer, cookie notice; plus the site context. */
export function SiteLayout({ layout, preview, assetsUrl, page, siteUrl, children }: Props) {
  const productName = layout.globals?.product_name ?? '';
  const sections = page?.show_toc ? tocSections(page) : [];
  const trail =
    page?.show_breadcrumbs && page.path && page.path !== '/'
      ? breadcrumbs({
          path: page.path,
          pageTitle: page.title,
          productName,
          mainSiteUrl: layout.globals?.main_site_url,
          titles: layout.breadcrumb_titles,
        })
      : null;
  return (
    <SiteContext.Provider value={{ assetsUrl, preview, productName }}>
      <a href="#main" className={styles.skip}>
        Перейти к содержанию
      </a>
      {preview && (
        <div className={styles.previewBar} role="status">
          Черновик: так страница будет выглядеть после публикации. <a href={`${BASE_PATH}/api/preview/exit/`}>Выйти из предпросмотра</a>
        </div>
      )}
      <SiteHeader layout={layout} look={page} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {trail && <Breadcrumbs trail={trail} dark={page?.header_theme === 'dark'} />}
        {trail && siteUrl && page?.path && (
          <JsonLdScript data={typeof window === 'undefined' && breadcrumbList(trail, siteUrl, page.path)} />
        )}
        {sections.length > 0 ? (
          <div className={styles.withToc}>
            <TableOfContents sections={sections} />
            {children}
          </div>
        ) : (
          children
        )}
      </main>
      {/* The same on every page and HTML only: the browser keeps the server's (no footer code in its scripts). */}
      <StaticHtml id="footer" actions={footerActions}>
        {typeof window === 'undefined' && <SiteFooter layout={layout} />}
      </StaticHtml>
      {preview && <PreviewTools directusUrl={assetsUrl} />}
      <CookieBanner />
      <OfflineNotice />
    </SiteContext.Provider>
  );
}
