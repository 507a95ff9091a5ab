// Form fields bound to react-final-form: label, input, and the field's message once it was left
// (or a submit was tried). Shared by every form, the login form of a later issue included.
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { SmartLink } from '@/components/smart-link';
import { CONSENT } from '@/lib/forms/consent';
import { HONEYPOT } from '@/lib/leads/contract';
import styles from './forms.module.css';

function useFieldError(name: string) {
  const { input, meta } = useField<string>(name);
  const error = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  return { input, error };
}

function FieldFrame({ id, label, error, children }: { id: string; label: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type TextProps = { name: string; label: string; type?: 'text' | 'email' | 'tel' | 'password'; autoComplete?: string };

export function TextField({ name, label, type = 'text', autoComplete }: TextProps) {
  const id = useId();
  const { input, error } = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        {...input}
        id={id}
        type={type}
        autoComplete={autoComplete}
        className={styles.input}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldFrame>
  );
}

export function TextAreaField({ name, label, rows = 3 }: { name: string; label: string; rows?: number }) {
  const id = useId();
  const { input, error } = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        {...input}
        id={id}
        rows={rows}
        className={styles.input}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </FieldFrame>
  );
}

/** A choice from a fixed list: read-only by nature, only the listed values can be sent. */
export function SelectField({ name, label, options }: { name: string; label: string; options: readonly (readonly [string, string])[] }) {
  const id = useId();
  const { input, error } = useFieldError(name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        {...input}
        id={id}
        className={styles.input}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Выберите из списка</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The consent checkbox: unticked until the visitor ticks it, with links to the documents. */
export function AgreementField({ name }: { name: string }) {
  const id = useId();
  const { input, meta } = useField<boolean>(name, { type: 'checkbox' });
  const error = (meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <div className={styles.agreement}>
      <input
        name={input.name}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>
        {CONSENT.before}
        <SmartLink href={CONSENT.privacyLink.href} target="_blank">
          {CONSENT.privacyLink.text}
        </SmartLink>
        {CONSENT.middle}
        <SmartLink href={CONSENT.agreementLink.href} target="_blank">
          {CONSENT.agreementLink.text}
        </SmartLink>
      </label>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Filled by bots, never by people: hidden from sight, from the keyboard and from screen readers. */
export function HoneypotField() {
  const { input } = useField<string>(HONEYPOT);
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Сайт
        <input {...input} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
