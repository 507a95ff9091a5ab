import type { ReactNode } from 'react';
import type { Layout, PageRecord } from '@/lib/cms/page-data';
import { SiteContext } from '@/components/site-context';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { BASE_PATH } from '@/lib/routing/base-path';
import styles from './site-layout.module.css';

type Props = { layout: Layout; preview: boolean; assetsUrl: string; page?: PageRecord; children: ReactNode };

/** The chrome around every page: header, main content, footer; plus the shared site context. */
export function SiteLayout({ layout, preview, assetsUrl, page, children }: Props) {
  const productName = layout.globals?.product_name ?? '';
  return (
    <SiteContext.Provider value={{ assetsUrl, preview, productName }}>
      {preview && (
        <div className={styles.previewBar} role="status">
          Черновик: так страница будет выглядеть после публикации. <a href={`${BASE_PATH}/api/preview/exit/`}>Выйти из предпросмотра</a>
        </div>
      )}
      <SiteHeader layout={layout} page={page} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter layout={layout} />
    </SiteContext.Provider>
  );
}
