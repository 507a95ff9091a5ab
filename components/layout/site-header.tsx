import Link from 'next/link';
import type { Layout, PageRecord } from '@/lib/cms/page-data';
import { SmartLink } from '@/components/smart-link';
import { present } from '@/lib/format/present';
import styles from './site-header.module.css';

/** Header with the CMS `header` menu. */
export function SiteHeader({ layout }: { layout: Layout; page?: PageRecord }) {
  const menu = layout.navigation.find((n) => n.id === 'header');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.logo}>
          {layout.globals?.product_name} <span>ECM</span>
        </Link>
        <nav aria-label="Основное меню">
          <ul className={styles.menu}>
            {present(menu?.items).map((item) =>
              item.href ? (
                <li key={item.id}>
                  <SmartLink href={item.href}>{item.title}</SmartLink>
                </li>
              ) : (
                <li key={item.id}>{item.title}</li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
