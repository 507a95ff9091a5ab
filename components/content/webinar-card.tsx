import type { WebinarCard as Webinar } from '@/lib/content/reads';
import { formatWebinarDate, formatWebinarTime, isoDate } from '@/lib/format/dates';
import { truncate, WEBINAR_DESCRIPTION_MAX, WEBINAR_TITLE_MAX } from '@/lib/format/truncate';
import { webinarHref } from '@/lib/content/links';
import { ContentCard } from './card';
import styles from './content.module.css';

/** A webinar in a list: date and time in Moscow, the title and description cut to the spec's lengths. */
export function WebinarCard({ webinar, past }: { webinar: Webinar; past?: boolean }) {
  const recorded = past && (webinar.youtube || webinar.vk_video_link);
  return (
    <ContentCard
      image={webinar.preview}
      meta={
        <>
          <time dateTime={isoDate(webinar.date)}>{formatWebinarDate(webinar.date)}</time>
          <span>{webinar.time || formatWebinarTime(webinar.date)}</span>
          {recorded && <span className={styles.tag}>запись</span>}
        </>
      }
      href={webinarHref(webinar)}
      title={truncate(webinar.title, WEBINAR_TITLE_MAX)}
      text={webinar.description && truncate(webinar.description, WEBINAR_DESCRIPTION_MAX)}
    />
  );
}
