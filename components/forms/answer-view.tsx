// What a popup shows after a submission: the success answer (with the webinar's calendar links
// when there is one) or the error.
import { useId } from 'react';
import { SmartLink } from '@/components/smart-link';
import { ERROR_TEXTS, ERROR_MODAL_MS, type Answer, type ErrorTexts } from '@/lib/forms/texts';
import { googleCalendarUrl, icsFile, type CalendarEvent } from '@/lib/forms/calendar';
import { Modal } from '@/components/ui/modal';
import styles from './forms.module.css';

export type ShownAnswer = Answer & { event?: CalendarEvent };

function CalendarLinks({ event }: { event: CalendarEvent }) {
  const ics = `data:text/calendar;charset=utf-8,${encodeURIComponent(icsFile(event, `${event.start.getTime()}@ecm-webinar`))}`;
  return (
    <div className={styles.answerActions}>
      <a className="btn btn--accent btn--300" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
        Добавить в Google календарь
      </a>
      <a className="btn btn--secondary btn--300" href={ics} download="webinar.ics">
        Другой
      </a>
    </div>
  );
}

/** The answer itself: in the popup, or as the form page's content after a post without scripts (pages/forms/[form].tsx). */
export function AnswerContent({ answer, id }: { answer: ShownAnswer; id?: string }) {
  return (
    <div className={styles.answer} role="status">
      <h2 id={id} className={styles.heading}>
        {answer.title}
      </h2>
      {answer.description && <p className={styles.description}>{answer.description}</p>}
      {answer.link && (
        <p>
          <SmartLink href={answer.link.href}>{answer.link.text}</SmartLink>
        </p>
      )}
      {answer.webinar && answer.event && <CalendarLinks event={answer.event} />}
    </div>
  );
}

export function AnswerModal({ answer, onClose }: { answer: ShownAnswer; onClose: () => void }) {
  const id = useId();
  return (
    <Modal labelledBy={id} onClose={onClose} autoCloseMs={answer.autoCloseMs}>
      <AnswerContent answer={answer} id={id} />
    </Modal>
  );
}

export function ErrorModal({ texts = ERROR_TEXTS, onClose }: { texts?: ErrorTexts; onClose: () => void }) {
  const id = useId();
  return (
    <Modal labelledBy={id} onClose={onClose} autoCloseMs={ERROR_MODAL_MS} tone="error">
      <div className={styles.answer}>
        <h2 id={id} className={styles.heading}>
          {texts.title}
        </h2>
        <p className={styles.description}>{texts.description}</p>
      </div>
    </Modal>
  );
}
