import type { CaseCardFragment } from '@/schema/generated/graphql';
import { SmartLink } from '@/components/smart-link';
import { CmsImage } from '@/components/cms-image';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import styles from './content.module.css';

export function CaseCard({ item }: { item: CaseCardFragment }) {
  return (
    <article className={styles.card}>
      {item.preview && (
        <div className={styles.cardImage}>
          <CmsImage image={item.preview} sizes="(min-width: 1010px) 400px, 90vw" />
        </div>
      )}
      <p className={styles.meta}>
        <span className={styles.tag}>{item.name_company}</span>
        <time dateTime={isoDate(item.date)}>{formatNewsDate(item.date)}</time>
      </p>
      <h3 className={styles.cardTitle}>
        <SmartLink href={`/cases/${item.slug}/`} className={styles.cardLink}>
          {item.title}
        </SmartLink>
      </h3>
      {item.description && <p className={styles.cardText}>{item.description}</p>}
    </article>
  );
}
