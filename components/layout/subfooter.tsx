// Year and product, the agreement and privacy links, the cookie choice, social links and the resident badge.
import type { Layout } from '@/lib/cms/page-data';
import type { NavNode } from '@/lib/chrome/nav';
import { present } from '@/lib/format/present';
import { SmartLink } from '@/components/smart-link';
import { SocialIcon } from './social-icon';
import styles from './site-footer.module.css';
import { LinkItems } from './link-items';

export function Subfooter({ layout, legal }: { layout: Layout; legal: NavNode[] }) {
  const g = layout.globals;
  return (
    <div className={styles.subfooter}>
      <div className={`container ${styles.subInner}`}>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {g?.product_name}
        </p>
        <ul className={styles.legal}>
          <LinkItems links={legal} />
          <li>
            {/* Asks again for consent: the footer is kept as HTML (components/layout/static-html.tsx), whose
                listener runs the action named here (components/layout/site-layout.tsx). */}
            <button type="button" className={styles.cookieChoice} data-action="cookie-choice">
              Настройки cookie
            </button>
          </li>
        </ul>
        <ul className={styles.social} aria-label="Мы в соцсетях">
          {present(layout.social_links).map((s) => (
            <li key={s.id}>
              <a href={s.href ?? '#'} target="_blank" rel="noopener noreferrer" aria-label={s.name ?? ''} title={s.name ?? ''}>
                <SocialIcon icon={s.icon} />
              </a>
            </li>
          ))}
        </ul>
        {g?.resident_badge_text && (
          <SmartLink href={g.resident_badge_href ?? '#'} className={styles.badge}>
            <span aria-hidden className={styles.badgeMark}>
              Sk
            </span>
            {g.resident_badge_text}
          </SmartLink>
        )}
      </div>
    </div>
  );
}
