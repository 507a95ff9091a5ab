// The frame of every form: heading, description, fieldset, and a submit button that is disabled
// while the form is invalid and shows a loading state while the request is pending.
import type { FormEventHandler, ReactNode } from 'react';
import type { ErrorTexts } from '@/lib/forms/texts';
import type { ShownAnswer } from './answer-view';
import styles from './forms.module.css';

type Props = {
  title: string;
  titleId: string;
  /** What the form is for, under its heading (the webinar a sign-up is for, lib/forms/config.ts). */
  subject?: string | null;
  description?: string | null;
  headingLevel?: 2 | 3;
  submitLabel: string;
  pending: boolean;
  /**
   * Whether the form is invalid (spec: its submit is disabled while it is). Null in the server's
   * markup, before the form's code is there: nothing could enable the button again once the visitor
   * has filled the form, so it is not disabled, but it looks it while a field the browser knows to be
   * required (HTML `required`, lib/forms/definition.ts' requiredAlways) is empty; a press is sent
   * by the live form or, without scripts, checked by the server.
   */
  invalid: boolean | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  footer?: ReactNode;
  /** The form's key for its funnel (lib/forms/funnel-views.ts finds the form by it, in the server's markup too). */
  funnelForm?: string;
  /** A field got the focus (the funnel's start and drop-off, lib/forms/funnel-client.ts). */
  onFieldFocus?: (name: string) => void;
  /**
   * Where the form posts without the page's scripts (lib/forms/plain-post.ts): its lead route, as
   * multipart when it takes a file; the hidden fields the server set; the server's refusal of the
   * whole submission. With scripts, onSubmit sends it and the browser never posts it.
   */
  plain?: { action: string; multipart: boolean; hidden: Record<string, string>; message?: string };
};

const fieldName = (target: EventTarget) => (target instanceof HTMLElement ? target.getAttribute('name') : null);

export function FormShell({
  title,
  titleId,
  subject,
  description,
  headingLevel = 2,
  submitLabel,
  pending,
  invalid,
  onSubmit,
  children,
  footer,
  funnelForm,
  onFieldFocus,
  plain,
}: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      aria-busy={pending}
      data-funnel-form={funnelForm}
      data-unchecked={invalid === null || undefined}
      onFocus={onFieldFocus && ((e) => fieldName(e.target) && onFieldFocus(fieldName(e.target)!))}
      method={plain && 'post'}
      action={plain?.action}
      encType={plain?.multipart ? 'multipart/form-data' : undefined}
    >
      {plain && Object.entries(plain.hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <div>
        <Heading id={titleId} className={styles.heading}>
          {title}
        </Heading>
        {subject && <p className={styles.subject}>{subject}</p>}
        {description && <p className={styles.description}>{description}</p>}
        {plain?.message && (
          <p className={styles.error} role="alert">
            {plain.message}
          </p>
        )}
      </div>
      <fieldset className={styles.fieldset} disabled={pending}>
        <legend className="visually-hidden">{title}</legend>
        {children}
      </fieldset>
      <div className={styles.footer}>
        <button type="submit" className={`btn btn--accent btn--400`} disabled={Boolean(invalid) || pending}>
          {pending ? 'Отправка…' : submitLabel}
        </button>
        {footer}
      </div>
    </form>
  );
}

/** The answer a form shows in its own place when no popup can show it. */
export type InlineAnswer = ShownAnswer | { error: ErrorTexts };

export function InlineStatus({ answer }: { answer: InlineAnswer | null }) {
  if (!answer) return null;
  return (
    <p className={styles.status} role="status">
      {'error' in answer ? `${answer.error.title}. ${answer.error.description}` : answer.title}
    </p>
  );
}
