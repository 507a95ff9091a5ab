import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import type { Layout, PageRecord } from '@/lib/cms/page-data';
import { SiteContext } from '@/components/layout/site-context';
import type { Crumb } from '@/lib/chrome/breadcrumbs';
import { onDemand } from '@/lib/chrome/on-demand';
import { previewIslands } from '@/components/preview/preview-islands';
import { loadAfterHydration } from './load-after-hydration';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { StaticHtml } from '@/components/layout/static-html';
import { Breadcrumbs } from './breadcrumbs';
import { JsonLdScript } from '@/lib/seo/json-ld';
import { breadcrumbList } from '@/lib/seo/structured-data';
import styles from './site-layout.module.css';
import './kept-html-styles';

// Preview only: the draft banner, an island whose code only previews load.
const PreviewBar = previewIslands.preview_bar;
// Preview only: its own chunk, which visitors' pages never load (nor the Visual Editor library).
const PreviewTools = onDemand(() => import('@/components/preview/preview-tools').then((m) => m.default));
// Loaded once the page is up, which neither needs: the cookie notice (the visitor's choice lives in
// their browser) and the notice shown when the connection drops.
const CookieNotice = onDemand(() => loadAfterHydration().then((m) => m.CookieNotice));
const OfflineNotice = onDemand(() => loadAfterHydration().then((m) => m.OfflineNotice));

const footerActions = { 'cookie-choice': () => void loadAfterHydration().then((m) => m.askAgain()) };

type Props = {
  layout: Layout;
  preview: boolean;
  /** In preview, whether the page differs from what visitors get (lib/cms/page-data.ts); unknown: as `preview`. */
  draft?: boolean;
  assetsUrl: string;
  page?: PageRecord;
  /** The page's breadcrumbs (lib/cms/page-data.ts); none when null or absent. */
  trail?: Crumb[] | null;
  siteUrl?: string;
  /** The Directus admin's address (preview only), which the Visual Editor connects to. */
  cmsUrl?: string;
  /** In a release's preview, the release's name: the bar says the whole site is shown as the release makes it. */
  release?: string;
  /** In preview, the page itself in the Visual Editor (its blocks' order, in a drawer): `data-directus` for <main>. */
  pageEdit?: { 'data-directus'?: string };
  /** The page's contents list, in a column beside the blocks after the first (view/page-view.tsx). */
  toc?: ReactNode;
  children: ReactNode;
};

/** The chrome around every page: header, breadcrumbs, contents, footer, cookie notice; plus the site context. */
export function SiteLayout({
  layout,
  preview,
  draft = preview,
  assetsUrl,
  page,
  trail,
  siteUrl,
  cmsUrl,
  release,
  pageEdit,
  toc,
  children,
}: Props) {
  const productName = layout.globals?.product_name ?? '';
  const path = useRouter().asPath.split(/[?#]/)[0];
  return (
    <SiteContext.Provider value={{ assetsUrl, preview, productName, path, siteUrl }}>
      <a href="#main" className={styles.skip}>
        Перейти к содержанию
      </a>
      {preview && (draft || release !== undefined) && <PreviewBar release={release} />}
      <SiteHeader layout={layout} look={page} />
      <main id="main" className={styles.main} tabIndex={-1} {...pageEdit}>
        {trail && <Breadcrumbs trail={trail} dark={page?.header_theme === 'dark'} />}
        {trail && siteUrl && page?.path && (
          <JsonLdScript data={typeof window === 'undefined' && breadcrumbList(trail, siteUrl, page.path)} />
        )}
        {toc ? (
          <div className={styles.withToc}>
            {toc}
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
      {preview && cmsUrl && <PreviewTools directusUrl={cmsUrl} />}
      <CookieNotice />
      <OfflineNotice />
    </SiteContext.Provider>
  );
}
