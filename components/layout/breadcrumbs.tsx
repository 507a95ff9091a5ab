import { SmartLink } from '@/components/smart-link';
import type { Crumb } from '@/lib/chrome/breadcrumbs';
import styles from './breadcrumbs.module.css';

/** The trail from the main site down to this page; the current page is the last crumb, not a link. */
export function Breadcrumbs({ trail, dark }: { trail: Crumb[]; dark?: boolean }) {
  return (
    <nav aria-label="Хлебные крошки" className={`${styles.crumbs} ${dark ? styles.dark : ''}`}>
      <div className="container">
        <ol className={styles.list}>
          {trail.map((c, i) => (
            <li key={`${i}-${c.title}`}>
              {c.href ? <SmartLink href={c.href}>{c.title}</SmartLink> : <span aria-current="page">{c.title}</span>}
              {i < trail.length - 1 && (
                <span className={styles.separator} aria-hidden>
                  {' /'}
                </span>
              )}
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
