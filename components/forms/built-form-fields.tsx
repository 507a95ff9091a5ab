// The fields of a form built in the CMS (lib/forms/definition.ts), bound to react-final-form:
// label, placeholder, help under the field, and the field's message once it was left (or a submit
// was tried). The spec forms are drawn with these too (lead-form.tsx, from their definitions), so
// a field without placeholder or help is exactly the spec's markup.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { SmartLink } from '@/components/smart-link';
import { CONSENT } from '@/lib/forms/consent';
import { requiredAlways, type FormField } from '@/lib/forms/definition';
import { ACCEPT, FILE_KINDS } from '@/lib/forms/upload';
import { CompanyField } from './company-field';
import { useServerError } from './server-errors';
import styles from './forms.module.css';

type Described = { id: string; error?: string; help?: string };

/** The ids of the help and the message an input is described by. */
const describedBy = ({ id, error, help }: Described) =>
  [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

function Help({ id, help }: { id: string; help: string }) {
  return help ? (
    <p id={`${id}-help`} className={styles.description}>
      {help}
    </p>
  ) : null;
}

function Message({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

/** `eager`: shown as soon as there is a value, not only once the field was left (a chosen file is judged at once). */
function useShownError(name: string, type?: 'checkbox', eager = false) {
  const { input, meta } = useField(name, type ? { type } : undefined);
  const shown = meta.touched || meta.submitFailed || (eager && Boolean(input.value));
  const server = useServerError(name, meta.modified);
  const error = (shown && typeof meta.error === 'string' ? meta.error : undefined) ?? server;
  return { input, error };
}

/** What the browser may fill a text field with, by the lead's own field names (the spec forms': spec §7). */
const AUTOCOMPLETE = new Map([
  ['fio', 'name'],
  ['position', 'organization-title'],
]);

function InputField({ field }: { field: FormField }) {
  const id = useId();
  const { input, error } = useShownError(field.name);
  const a11y = {
    required: requiredAlways(field),
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy({ id, error, help: field.help }),
  };
  const control =
    field.type === 'textarea' ? (
      <textarea {...input} id={id} rows={3} placeholder={field.placeholder || undefined} className={styles.input} {...a11y} />
    ) : field.type === 'select' ? (
      <select {...input} id={id} className={styles.input} {...a11y}>
        <option value="">{field.placeholder || 'Выберите из списка'}</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    ) : (
      <input
        {...input}
        id={id}
        type={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'}
        autoComplete={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : AUTOCOMPLETE.get(field.name)}
        placeholder={field.placeholder || undefined}
        className={styles.input}
        {...a11y}
      />
    );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      {control}
      <Help id={id} help={field.help} />
      <Message id={id} error={error} />
    </div>
  );
}

/** «1,2 МБ», «350 КБ»: the size next to the chosen file's name. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ` : `${Math.max(1, Math.round(bytes / 1024))} КБ`;

/**
 * A file to attach (lib/forms/upload.ts): the chosen File is the field's value, checked here by its
 * declared type and size before sending (the route checks its bytes). The input itself is not
 * controlled (a browser sets a file input's value only from the visitor's choice).
 */
function FileField({ field }: { field: FormField }) {
  const id = useId();
  const { input, error } = useShownError(field.name, undefined, true);
  const file = typeof File !== 'undefined' && input.value instanceof File ? input.value : null;
  const element = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    // The form was reset (sent, or restarted): the input lets its chosen file go too.
    if (!file) el.value = '';
    // A file chosen in the server's markup before this code loaded (deferred-lead-form.tsx): shown in the input too.
    else if (el.files?.[0] !== file && typeof DataTransfer !== 'undefined') {
      try {
        const chosen = new DataTransfer();
        chosen.items.add(file);
        el.files = chosen.files;
      } catch {
        // An older browser: the name under the field still says which file is chosen.
      }
    }
  }, [file]);
  const limits = `${FILE_KINDS.map((k) => k.label).join(', ')}, до ${field.maxMb} МБ`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      <input
        ref={element}
        id={id}
        name={field.name}
        type="file"
        accept={ACCEPT}
        className={styles.input}
        onChange={(e) => input.onChange(e.currentTarget.files?.[0] ?? '')}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        required={requiredAlways(field)}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-limits`, describedBy({ id, error, help: field.help })].filter(Boolean).join(' ')}
      />
      <p id={`${id}-limits`} className={styles.description}>
        {file ? `Выбран файл: ${file.name} (${sizeText(file.size)})` : limits}
      </p>
      <Help id={id} help={field.help} />
      <Message id={id} error={error} />
    </div>
  );
}

function RadioOption({ name, value, label, required }: { name: string; value: string; label: string; required: boolean }) {
  const id = useId();
  const { input } = useField(name, { type: 'radio', value });
  return (
    <div className={styles.agreement}>
      <input {...input} id={id} type="radio" className={styles.checkbox} required={required} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function RadioField({ field }: { field: FormField }) {
  const id = useId();
  const { error } = useShownError(field.name);
  return (
    <fieldset className={styles.field} aria-describedby={describedBy({ id, error, help: field.help })}>
      <legend className={styles.label}>{field.label}</legend>
      {field.options.map((o) => (
        <RadioOption key={o.value} name={field.name} value={o.value} label={o.label} required={requiredAlways(field)} />
      ))}
      <Help id={id} help={field.help} />
      <Message id={id} error={error} />
    </fieldset>
  );
}

/** `[text](href)` in a marketer's consent text becomes a link; the rest stays text. */
function withLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const link = /\[([^\]]+)\]\(([^)\s]+)\)/g;
  let at = 0;
  for (let m = link.exec(text); m; m = link.exec(text)) {
    parts.push(text.slice(at, m.index));
    parts.push(
      <SmartLink key={m.index} href={m[2]!} target="_blank">
        {m[1]}
      </SmartLink>,
    );
    at = m.index + m[0].length;
  }
  parts.push(text.slice(at));
  return parts;
}

/** A box to tick: a plain flag with its label, or the consent with the form's text (or the site's). */
function FlagField({ field, consentText }: { field: FormField; consentText: string }) {
  const id = useId();
  const { input, error } = useShownError(field.name, 'checkbox');
  const label =
    field.type === 'checkbox' ? (
      field.label
    ) : consentText ? (
      withLinks(consentText)
    ) : (
      <>
        {CONSENT.before}
        <SmartLink href={CONSENT.privacyLink.href} target="_blank">
          {CONSENT.privacyLink.text}
        </SmartLink>
        {CONSENT.middle}
        <SmartLink href={CONSENT.agreementLink.href} target="_blank">
          {CONSENT.agreementLink.text}
        </SmartLink>
      </>
    );
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
        required={requiredAlways(field)}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, error, help: field.help })}
      />
      <label htmlFor={id}>{label}</label>
      <Help id={id} help={field.help} />
      <Message id={id} error={error} />
    </div>
  );
}

export function BuiltField({ field, consentText }: { field: FormField; consentText: string }) {
  switch (field.type) {
    case 'hidden':
      return null;
    case 'company':
      return <CompanyField name={field.name} label={field.label || 'Компания или ИНН'} required={requiredAlways(field)} />;
    case 'radio':
      return <RadioField field={field} />;
    case 'checkbox':
    case 'agreement':
      return <FlagField field={field} consentText={consentText} />;
    case 'file':
      return <FileField field={field} />;
    default:
      return <InputField field={field} />;
  }
}
