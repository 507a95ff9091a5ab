// Form fields bound to react-final-form outside the lead forms' definitions: the sign-in form's
// text fields (components/login), and what every lead form carries besides its own fields
// (LeadFields: the server's messages and the honeypot). The lead forms' own fields, spec and built
// alike, are drawn from their definitions (built-form-fields.tsx).
import { useId, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { HONEYPOT } from '@/lib/leads/contract';
import { ServerErrors } from './server-errors';
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

const NO_ERRORS = {};

/**
 * A lead form's fields, spec or built: each shows the server's message from a refused plain post
 * (`errors`, by field name), and the honeypot follows them.
 */
export function LeadFields({ errors, children }: { errors?: Readonly<Record<string, string>>; children: ReactNode }) {
  return (
    <>
      <ServerErrors.Provider value={errors ?? NO_ERRORS}>{children}</ServerErrors.Provider>
      <HoneypotField />
    </>
  );
}
