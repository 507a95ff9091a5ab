import type { WebinarCard as Webinar } from '@/lib/content/reads';
import { formatWebinarDate, formatWebinarTime, isoDate } from '@/lib/format/dates';
import { truncate, WEBINAR_DESCRIPTION_MAX, WEBINAR_TITLE_MAX } from '@/lib/format/truncate';
import { webinarHref, webinarSignupHref } from '@/lib/content/links';
import { SmartLink } from '@/components/smart-link';
import { ContentCard } from './card';
import styles from './content.module.css';

/**
 * A webinar in a list: date and time in Moscow, the title and description cut to the spec's lengths;
 * an upcoming one also leads straight to its sign-up form (on a phone the form is screens below the
 * title of its page), as a plain link.
 */
export function WebinarCard({ webinar, past }: { webinar: Webinar; past?: boolean }) {
  const recorded = past && (webinar.youtube || webinar.vk_video_link);
  const signup = past ? null : webinarSignupHref(webinar);
  // The title as the card shows it (the spec's cut): the button's name says which webinar.
  const title = truncate(webinar.title, WEBINAR_TITLE_MAX);
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
      title={title}
      text={webinar.description && truncate(webinar.description, WEBINAR_DESCRIPTION_MAX)}
      action={
        signup && (
          <SmartLink href={signup} className="btn btn--accent btn--300" aria-label={`Записаться на вебинар «${title}»`}>
            Записаться
          </SmartLink>
        )
      }
    />
  );
}
