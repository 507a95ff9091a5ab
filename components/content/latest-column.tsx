import type { Layout } from '@/lib/cms/page-data';
import { SmartLink } from '@/components/smart-link';
import { latestChoice } from '@/lib/content/latest';
import { articleHref, webinarHref } from '@/lib/content/links';
import { formatNewsDate, formatWebinarDate, isoDate } from '@/lib/format/dates';
import { ARTICLE_TITLE_MAX, truncate, WEBINAR_DESCRIPTION_MAX, WEBINAR_TITLE_MAX } from '@/lib/format/truncate';
import styles from './latest-column.module.css';

/** The header's "latest webinar and latest article" column; its data comes with the page's layout. */
export function LatestColumn({ layout }: { layout: Layout }) {
  const { webinar, upcomingCount, article } = latestChoice(layout);
  if (!webinar && !article) return null;
  return (
    <div className={styles.column} data-testid="latest-column">
      {webinar && (
        <div className={styles.entry}>
          <p className={styles.label}>
            <SmartLink href="/webinars/">вебинары</SmartLink>
            {upcomingCount !== null && (
              <span className={styles.count} aria-label={`Предстоящих вебинаров: ${upcomingCount}`}>
                {upcomingCount}
              </span>
            )}
          </p>
          <SmartLink href={webinarHref(webinar)} className={styles.link}>
            <time className={styles.date} dateTime={isoDate(webinar.date)}>
              {formatWebinarDate(webinar.date)}
            </time>
            <span className={styles.title}>{truncate(webinar.title, WEBINAR_TITLE_MAX)}</span>
            {webinar.description && <span className={styles.text}>{truncate(webinar.description, WEBINAR_DESCRIPTION_MAX)}</span>}
          </SmartLink>
        </div>
      )}
      {article && (
        <div className={styles.entry}>
          <p className={styles.label}>статьи</p>
          <SmartLink href={articleHref(article)} className={styles.link}>
            <time className={styles.date} dateTime={isoDate(article.date)}>
              {formatNewsDate(article.date)}
            </time>
            <span className={styles.title}>{truncate(article.title, ARTICLE_TITLE_MAX)}</span>
          </SmartLink>
        </div>
      )}
    </div>
  );
}
