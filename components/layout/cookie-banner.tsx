// The cookie notice: visible until accepted; acceptance is remembered in local storage. It lies
// over the page bottom (fixed), so showing or hiding it never moves the content.
import { useSyncExternalStore } from 'react';
import { SmartLink } from '@/components/smart-link';
import styles from './cookie-banner.module.css';

export const COOKIES_KEY = 'cookies-approved';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function isAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIES_KEY) === 'true';
  } catch {
    return false;
  }
}

let acceptedThisVisit = false;

function accept() {
  try {
    window.localStorage.setItem(COOKIES_KEY, 'true');
  } catch {
    /* private mode: hide it for this visit anyway */
  }
  acceptedThisVisit = true;
  listeners.forEach((l) => l());
}

export function CookieBanner() {
  // The server renders no banner (the answer lives in the visitor's browser); the browser decides.
  const accepted = useSyncExternalStore(
    subscribe,
    () => acceptedThisVisit || isAccepted(),
    () => true,
  );
  if (accepted) return null;
  return (
    <section className={styles.banner} aria-label="Уведомление о cookie">
      <p className={styles.text}>
        Мы используем файлы cookie, чтобы сайт работал удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с{' '}
        <SmartLink href="/privacy/">политикой конфиденциальности</SmartLink>.
      </p>
      <button type="button" className="btn btn--accent btn--200" onClick={accept}>
        Принять
      </button>
    </section>
  );
}
