import type { WebinarCard as Webinar } from '@/lib/content/reads';
import { SmartLink } from '@/components/smart-link';
import { CmsImage } from '@/components/cms-image';
import { formatWebinarDate, formatWebinarTime, isoDate } from '@/lib/format/dates';
import { truncate, WEBINAR_DESCRIPTION_MAX, WEBINAR_TITLE_MAX } from '@/lib/format/truncate';
import { webinarHref } from '@/lib/content/links';
import styles from './content.module.css';

/** A webinar in a list: date and time in Moscow, the title and description cut to the spec's lengths. */
export function WebinarCard({ webinar, past }: { webinar: Webinar; past?: boolean }) {
  const recorded = past && (webinar.youtube || webinar.vk_video_link);
  return (
    <article className={styles.card}>
      {webinar.preview && (
        <div className={styles.cardImage}>
          <CmsImage image={webinar.preview} sizes="(min-width: 1010px) 400px, 90vw" />
        </div>
      )}
      <p className={styles.meta}>
        <time dateTime={isoDate(webinar.date)}>{formatWebinarDate(webinar.date)}</time>
        <span>{webinar.time || formatWebinarTime(webinar.date)}</span>
        {recorded && <span className={styles.tag}>запись</span>}
      </p>
      <h3 className={styles.cardTitle}>
        <SmartLink href={webinarHref(webinar)} className={styles.cardLink}>
          {truncate(webinar.title, WEBINAR_TITLE_MAX)}
        </SmartLink>
      </h3>
      {webinar.description && <p className={styles.cardText}>{truncate(webinar.description, WEBINAR_DESCRIPTION_MAX)}</p>}
    </article>
  );
}
