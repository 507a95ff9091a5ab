// The cookie notice: asks until the visitor accepts or declines, and remembers the choice
// (lib/analytics/consent.ts); counters start only after acceptance. It lies over the page bottom
// (fixed), so showing or hiding it never moves the content. While it shows, the page has room for
// it at its end and the browser scrolls a focused or sought element above it (`--cookie-banner-room`,
// styles/globals.css): nothing is left under it that the visitor cannot bring into view.
import { useEffect, useRef, type RefObject } from 'react';
import { SmartLink } from '@/components/smart-link';
import { choose, useConsent } from '@/lib/analytics/consent';
import styles from './cookie-banner.module.css';

/**
 * Framed, the page is being looked at in the admin app (its preview pane, the Visual Editor), not
 * visited: a banner there would cover the bottom of every preview.
 */
const framed = () => typeof window !== 'undefined' && window.self !== window.top;

/** The banner's height and its gap to the screen's edge, as room kept at the page's bottom while it shows. */
function useRoomAtBottom(banner: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const el = banner.current;
    if (!shown || !el) return;
    const root = document.documentElement.style;
    const keep = () => root.setProperty('--cookie-banner-room', `${Math.ceil(window.innerHeight - el.getBoundingClientRect().top)}px`);
    keep();
    // Its height changes with the width (a phone turned): kept in step where the browser can tell.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keep);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty('--cookie-banner-room');
    };
  }, [banner, shown]);
}

export function CookieBanner() {
  const ref = useRef<HTMLElement>(null);
  // The server renders no banner (the answer lives in the visitor's browser); the browser decides.
  const shown = useConsent() === 'unknown' && !framed();
  useRoomAtBottom(ref, shown);
  if (!shown) return null;
  return (
    <section ref={ref} className={styles.banner} aria-label="Уведомление о cookie">
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
