// The footer: the CMS `footer` menu as columns (its Контакты column carries the contacts from the
// site settings), the partners' column, a compact mobile footer, and the subfooter.
import type { Layout } from '@/lib/cms/page-data';
import { menu } from '@/lib/chrome/nav';
import { BASE_PATH } from '@/lib/routing/base-path';
import { Logo } from './logo';
import { FooterContacts } from './footer-contacts';
import { Subfooter } from './subfooter';
import styles from './site-footer.module.css';
import { LinkItems } from './link-items';

export function SiteFooter({ layout }: { layout: Layout }) {
  const columns = menu(layout, 'footer');
  const partners = menu(layout, 'footer-partners');
  const legal = menu(layout, 'footer-legal');
  const contactsColumn = columns.find((c) => c.title === 'Контакты');
  const menuColumns = columns.filter((c) => c !== contactsColumn);
  const allContacts = contactsColumn?.children.find((c) => c.href)?.href ?? '/contacts/';
  const siteMap = legal.find((l) => l.mobile_only && l.href);
  const product = layout.globals?.product_name ?? '';

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Logo productName={product} />
          <p className={styles.tagline}>Документы, бизнес-контент и процессы компании на одной low-code платформе.</p>
        </div>
        <nav className={styles.columns} aria-label="Разделы сайта">
          {menuColumns.map((column) => (
            <div key={column.id} className={styles.column}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                <LinkItems links={column.children} />
              </ul>
            </div>
          ))}
          {partners.length > 0 && (
            <div className={styles.column}>
              <h2 className={styles.heading}>Партнёрам и разработчикам</h2>
              <ul className={styles.links}>
                <LinkItems links={partners} />
              </ul>
            </div>
          )}
        </nav>
        <div className={styles.contactsColumn}>
          <h2 className={styles.heading}>{contactsColumn?.title ?? 'Контакты'}</h2>
          <FooterContacts globals={layout.globals} allContactsHref={allContacts} />
        </div>
        <div className={styles.mobileFooter}>
          {siteMap?.href && (
            // A file, not a page: a plain link rather than client-side navigation.
            <a href={`${BASE_PATH}${siteMap.href}`} className={styles.siteMap}>
              {siteMap.title}
            </a>
          )}
        </div>
      </div>
      <Subfooter layout={layout} legal={legal.filter((l) => !l.mobile_only)} />
    </footer>
  );
}
