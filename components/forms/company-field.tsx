// The company field: suggestions while typing (300 ms after the last key), each with its name,
// INN and address, fetched with swr (a query typed again is answered from its cache). Choosing one
// fills the field and keeps the company's description for da_data; typing again forgets it. A
// failed lookup just shows no list.
import { useEffect, useId, useRef, useState } from 'react';
import { useField, useForm } from 'react-final-form';
import useSWR from 'swr';
import { BASE_PATH } from '@/lib/routing/base-path';
import type { CompanySuggestion } from '@/lib/company/types';
import { useServerError } from './server-errors';
import styles from './forms.module.css';

export const COMPANY_DEBOUNCE_MS = 300;

async function fetchSuggestions(query: string): Promise<CompanySuggestion[]> {
  const r = await fetch(`${BASE_PATH}/api/company/?company=${encodeURIComponent(query)}`);
  if (!r.ok) throw new Error(`status ${r.status}`);
  return ((await r.json()) as { data: CompanySuggestion[] }).data;
}

/** `value` once it has stayed unchanged for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function CompanyField({ name, label, required }: { name: string; label: string; required: boolean }) {
  const id = useId();
  const listId = `${id}-list`;
  const form = useForm();
  const { input, meta } = useField<string>(name);
  const server = useServerError(name, meta.modified);
  const error = ((meta.touched || meta.submitFailed) && typeof meta.error === 'string' ? meta.error : undefined) ?? server;
  const [active, setActive] = useState(-1);
  // What the visitor typed last; cleared when a suggestion is chosen or the list is dismissed.
  const [query, setQuery] = useState('');
  const chosen = useRef(false);
  const settled = useDebounced(query.trim(), COMPANY_DEBOUNCE_MS);
  const { data } = useSWR(settled.length >= 2 && query.trim() === settled ? ['company', settled] : null, ([, q]) => fetchSuggestions(q), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    onSuccess: () => setActive(-1),
  });
  const items = query.trim() === settled && settled.length >= 2 ? (data ?? []) : [];
  const dismiss = () => setQuery('');

  const choose = (s: CompanySuggestion) => {
    chosen.current = true;
    input.onChange(s.company);
    form.change('da_data', s.data);
    dismiss();
  };

  const open = items.length > 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.combo}>
        <input
          {...input}
          id={id}
          type="text"
          autoComplete="organization"
          className={styles.input}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          required={required}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            input.onChange(e);
            if (chosen.current) form.change('da_data', undefined);
            chosen.current = false;
            setQuery(e.target.value);
          }}
          onKeyDown={(e) => {
            if (!open) return;
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => Math.min(items.length - 1, a + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (e.key === 'Enter' && active >= 0 && items[active]) {
              e.preventDefault();
              choose(items[active]);
            } else if (e.key === 'Escape') {
              e.stopPropagation();
              dismiss();
            }
          }}
          onBlur={(e) => {
            input.onBlur(e);
            // Let a click on an option land before the list goes away.
            window.setTimeout(dismiss, 150);
          }}
        />
        <ul id={listId} role="listbox" aria-label="Подсказки" className={styles.suggestions} hidden={!open}>
          {items.map((s, i) => (
            <li
              key={`${s.inn}-${i}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.suggestion}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
            >
              <span className={styles.suggestionName}>{s.company}</span>
              <span className={styles.suggestionMeta}>
                ИНН {s.inn}
                {s.address ? `, ${s.address}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
