// The cookie notice: asks until the visitor accepts or declines, and remembers the choice
// (lib/analytics/consent.ts); counters start only after acceptance. It lies over the page bottom
// (fixed), so showing or hiding it never moves the content.
import { SmartLink } from '@/components/smart-link';
import { choose, useConsent } from '@/lib/analytics/consent';
import styles from './cookie-banner.module.css';

/**
 * Framed, the page is being looked at in the admin app (its preview pane, the Visual Editor), not
 * visited: a banner there would cover the bottom of every preview.
 */
const framed = () => typeof window !== 'undefined' && window.self !== window.top;

export function CookieBanner() {
  // The server renders no banner (the answer lives in the visitor's browser); the browser decides.
  if (useConsent() !== 'unknown' || framed()) return null;
  return (
    <section className={styles.banner} aria-label="Уведомление о cookie">
      <p className={styles.text}>
        Мы используем файлы cookie и счётчики посещаемости, чтобы сайт работал удобнее. Счётчики включатся, только если вы согласитесь.
        Подробнее — в <SmartLink href="/privacy/">политике конфиденциальности</SmartLink>.
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn--accent btn--200" onClick={() => choose(true)}>
          Принять
        </button>
        <button type="button" className="btn btn--secondary btn--200" onClick={() => choose(false)}>
          Отклонить
        </button>
      </div>
    </section>
  );
}
