import type { Layout } from '@/lib/cms/page-data';
import styles from './site-footer.module.css';

export function SiteFooter({ layout }: { layout: Layout }) {
  const g = layout.globals;
  return (
    <footer className={styles.footer}>
      <div className="container">
        <p>
          © {new Date().getFullYear()} {g?.product_name}
          {g?.sales_phone && <> · {g.sales_phone}</>}
        </p>
      </div>
    </footer>
  );
}
