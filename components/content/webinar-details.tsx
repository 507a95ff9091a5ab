import type { WebinarBySlugQuery } from '@/schema/generated/graphql';
import { DeferredLeadForm } from '@/components/forms/deferred-lead-form';
import type { VideoEmbed } from '@/lib/media/video-embed';
import { webinarSignup, webinarSignupConfig } from '@/lib/forms/webinar-signup';
import { present } from '@/lib/format/present';
import { formatWebinarDate, formatWebinarTime, isoDate } from '@/lib/format/dates';
import styles from './content.module.css';
import { editable } from '@/lib/visual-editing/edit-attr';
import { useSite } from '@/components/layout/site-context';
import { Avatar } from './avatar';
import { WEBINAR_SIGNUP_ID as SIGNUP_ID } from '@/lib/content/links';

export type WebinarDetail = WebinarBySlugQuery['webinars'][number];

type Props = {
  webinar: WebinarDetail;
  past: boolean;
  /** The recording's player, found from its link on the server (pages/webinars/[slug].tsx). */
  recording: VideoEmbed | null;
  siteUrl: string;
};

/** A webinar's page: when, who, what; the recording once it is over, the sign-up form before. */
export function WebinarDetails({ webinar, past, recording, siteUrl }: Props) {
  // In preview, the Visual Editor edits these fields in place.
  const { preview } = useSite();
  const item = { collection: 'webinars', item: webinar.id };
  const speakers = present(webinar.speakers);
  const recordingLink = past ? webinar.youtube || webinar.vk_video_link : null;
  // The «registration» template puts the sign-up form right under the title, before the programme.
  const formFirst = !past && webinar.template === 'registration';
  // The same sign-up as a card's «Записаться» in the list (components/content/webinar-card.tsx); the
  // page around it names the webinar.
  const signupFor = past ? null : webinarSignup(webinar, siteUrl);
  const signup = signupFor && (
    <aside id={SIGNUP_ID} className={styles.signup} aria-label="Регистрация на вебинар">
      <DeferredLeadForm kind="webinar" headingLevel={2} config={webinarSignupConfig(signupFor, { named: false })} />
    </aside>
  );
  return (
    <section className={`container ${styles.section}`}>
      <div className={`${styles.details} ${formFirst ? styles.detailsFormFirst : ''}`}>
        <div>
          <p className={styles.when}>
            <time dateTime={isoDate(webinar.date)}>{formatWebinarDate(webinar.date)}</time>
            <span>{webinar.time || `${formatWebinarTime(webinar.date)} МСК`}</span>
            {webinar.series_name && <span>{webinar.series_name}</span>}
          </p>
          <h1 className={styles.heading} {...editable(preview, item, 'title')}>
            {webinar.title}
          </h1>
          {webinar.description && <p className={styles.lead}>{webinar.description}</p>}
          {formFirst && signup}
          {/* On a phone the form comes after the programme and the speakers, screens below: this
              link takes the visitor there in one tap, as a plain anchor (no script needed). Hidden
              where the form stands beside the text. */}
          {signup && !formFirst && (
            <p className={styles.signupJump}>
              <a href={`#${SIGNUP_ID}`} className="btn btn--accent btn--300">
                Записаться
              </a>
            </p>
          )}
          {recording ? (
            <div className={styles.video}>
              <iframe
                src={recording.src}
                title={`Запись вебинара «${webinar.title ?? ''}»`}
                loading="lazy"
                allow="encrypted-media; fullscreen; picture-in-picture"
                allowFullScreen
              />
            </div>
          ) : (
            recordingLink && (
              <p>
                <a href={recordingLink} target="_blank" rel="noopener noreferrer">
                  Смотреть запись вебинара
                </a>
              </p>
            )
          )}
          {webinar.content && (
            <div className={styles.body} {...editable(preview, item, 'content')} dangerouslySetInnerHTML={{ __html: webinar.content }} />
          )}
          {speakers.length > 0 && (
            <>
              <h2 className={styles.sectionTitle}>Спикеры</h2>
              <ul className={styles.speakers}>
                {speakers.map((s) => (
                  <li key={s.id} className={styles.speaker}>
                    <Avatar photo={s.photo} name={s.name} />
                    <div>
                      <p className={styles.speakerName}>{s.name}</p>
                      {s.job && <p className={styles.speakerJob}>{s.job}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {!formFirst && signup}
      </div>
    </section>
  );
}
