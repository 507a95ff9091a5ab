import type { WebinarCard as Webinar } from '@/lib/content/reads';
import { formatWebinarDate, formatWebinarTime, isoDate } from '@/lib/format/dates';
import { truncate, WEBINAR_DESCRIPTION_MAX, WEBINAR_TITLE_MAX } from '@/lib/format/truncate';
import { webinarHref } from '@/lib/content/links';
import { webinarSignup } from '@/lib/forms/webinar-signup';
import { FormButton } from '@/components/forms/form-button';
import { useOpenForm } from '@/components/forms/form-popup-context';
import { useSite } from '@/components/layout/site-context';
import { ContentCard } from './card';
import styles from './content.module.css';

/**
 * A webinar in a list: date and time in Moscow, the title and description cut to the spec's lengths;
 * an upcoming one (whose card leads to its own page, not a redirect) also signs the visitor up for
 * it in place, as every lead button opens its form (components/forms/form-button.tsx): on a phone
 * the form on its page is screens below the title.
 */
export function WebinarCard({ webinar, past }: { webinar: Webinar; past?: boolean }) {
  const { siteUrl } = useSite();
  const openForm = useOpenForm();
  const recorded = past && (webinar.youtube || webinar.vk_video_link);
  const signup = past || webinar.redirect ? null : webinarSignup(webinar, siteUrl);
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
          <FormButton
            form="webinar"
            webinar={signup}
            className="btn btn--accent btn--300"
            aria-label={`Записаться на вебинар «${title}»`}
            onOpen={openForm ? (e) => openForm('webinar', e.currentTarget, signup) : undefined}
          >
            Записаться
          </FormButton>
        )
      }
    />
  );
}
