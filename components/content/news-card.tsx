import type { NewsCard as News } from '@/lib/content/reads';
import { SmartLink } from '@/components/smart-link';
import { CmsImage } from '@/components/cms-image';
import { formatNewsDate, isoDate } from '@/lib/format/dates';
import { newsHref } from '@/lib/content/links';
import styles from './content.module.css';

export function NewsCard({ news }: { news: News }) {
  return (
    <article className={styles.card}>
      {news.preview && (
        <div className={styles.cardImage}>
          <CmsImage image={news.preview} sizes="(min-width: 1010px) 400px, 90vw" />
        </div>
      )}
      <p className={styles.meta}>
        <time dateTime={isoDate(news.date)}>{formatNewsDate(news.date)}</time>
      </p>
      <h3 className={styles.cardTitle}>
        <SmartLink href={newsHref(news)} className={styles.cardLink}>
          {news.title}
        </SmartLink>
      </h3>
      {news.description && <p className={styles.cardText}>{news.description}</p>}
    </article>
  );
}
