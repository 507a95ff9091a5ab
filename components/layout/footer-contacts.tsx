// Contacts from the site settings: sales phone, sales mail or messenger, support, press.
import type { Layout } from '@/lib/cms/page-data';
import { SmartLink } from '@/components/smart-link';
import styles from './site-footer.module.css';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function FooterContacts({ globals, allContactsHref }: { globals: Layout['globals']; allContactsHref?: string | null }) {
  if (!globals) return null;
  const rows: { label: string; value: string; href: string }[] = [];
  if (globals.sales_email) rows.push({ label: 'Отдел продаж', value: globals.sales_email, href: `mailto:${globals.sales_email}` });
  if (globals.sales_messenger) rows.push({ label: 'Продажи в мессенджере', value: 'Написать в Telegram', href: globals.sales_messenger });
  if (globals.support_email)
    rows.push({ label: 'Техническая поддержка', value: globals.support_email, href: `mailto:${globals.support_email}` });
  if (globals.support_messenger)
    rows.push({ label: 'Поддержка в мессенджере', value: 'Написать в Telegram', href: globals.support_messenger });
  if (globals.pr_email) rows.push({ label: 'Для прессы', value: globals.pr_email, href: `mailto:${globals.pr_email}` });
  return (
    <div className={styles.contacts}>
      {globals.sales_phone && (
        <a className={styles.phone} href={tel(globals.sales_phone)}>
          {globals.sales_phone}
        </a>
      )}
      <dl className={styles.contactList}>
        {rows.map((r) => (
          <div key={r.label}>
            <dt>{r.label}</dt>
            <dd>
              <SmartLink href={r.href}>{r.value}</SmartLink>
            </dd>
          </div>
        ))}
      </dl>
      {allContactsHref && (
        <SmartLink href={allContactsHref} className={styles.allContacts}>
          Все контакты
        </SmartLink>
      )}
    </div>
  );
}
