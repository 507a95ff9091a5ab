import { SmartLink } from '@/components/smart-link';
import { pageHref } from '@/lib/content/pages';
import styles from './content.module.css';

/** Page links of a listing: /news/, /news/page/2/ … The current page is marked, not linked. */
export function Pagination({ base, page, pages }: { base: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Страницы" className={styles.pagination}>
      <ul>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={styles.current}>
                {n}
              </span>
            ) : (
              <SmartLink href={pageHref(base, n)} aria-label={`Страница ${n}`}>
                {n}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
