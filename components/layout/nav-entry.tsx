// One menu item as the CMS describes it: a link, a button, a button that opens a lead form, or the
// latest-content column.
import type { MouseEventHandler } from 'react';
import { SmartLink } from '@/components/smart-link';
import { useOpenForm } from '@/components/forms/form-popup-context';
import { isFormKind, isLeadFormKind } from '@/lib/forms/kinds';
import { FormButton } from '@/components/forms/form-button';
import type { Layout } from '@/lib/cms/page-data';
import type { NavNode } from '@/lib/chrome/nav';
import { ArrowIcon, ExternalIcon } from './icons';
import { LatestSpot } from './latest-spot';
import styles from './nav-entry.module.css';

type Props = { item: NavNode; layout: Layout; onNavigate?: MouseEventHandler };

const isWebAddress = (href: string) => /^https?:\/\//i.test(href);

export function NavEntry({ item, layout, onNavigate }: Props) {
  const openForm = useOpenForm();
  const kind = item.kind ?? 'link';
  if (kind === 'latest') return <LatestSpot layout={layout} />;
  const note = item.description ? <span className={styles.note}>{item.description}</span> : null;

  if (kind === 'form') {
    const form = item.form;
    // Without a forms provider the button still renders; it follows its link if it has one.
    if (!openForm && item.href)
      return (
        <SmartLink href={item.href} className={styles.action} onClick={onNavigate}>
          <span className={styles.actionTitle}>{item.title}</span>
          {note}
        </SmartLink>
      );
    const content = (
      <>
        <span className={styles.actionTitle}>
          {item.title} <ArrowIcon />
        </span>
        {note}
      </>
    );
    // A lead form: a link to its page without scripts, its popup with them (components/forms/form-button.tsx).
    if (isLeadFormKind(form))
      return (
        <FormButton
          form={form}
          className={styles.action ?? ''}
          onOpen={
            openForm
              ? (e) => {
                  openForm(form, e.currentTarget);
                  onNavigate?.(e);
                }
              : undefined
          }
        >
          {content}
        </FormButton>
      );
    return (
      <button
        type="button"
        className={styles.action}
        // In the desktop submenus (HTML kept from the server: components/layout/site-header.tsx) no
        // onClick is attached; the submenu's listener opens the form named here, a known one only.
        data-action="open-form"
        data-form={isFormKind(form) ? form : undefined}
        onClick={(e) => {
          if (openForm && isFormKind(form)) openForm(form, e.currentTarget);
          onNavigate?.(e);
        }}
      >
        {content}
      </button>
    );
  }

  if (!item.href) return <span className={styles.link}>{item.title}</span>;

  if (kind === 'button')
    return (
      <div className={styles.cta}>
        <SmartLink href={item.href} className="btn btn--accent btn--300" onClick={onNavigate}>
          {item.title}
        </SmartLink>
        {note}
      </div>
    );

  return (
    <SmartLink href={item.href} className={styles.link} onClick={onNavigate}>
      <span className={styles.linkTitle}>
        {item.title}
        {isWebAddress(item.href) && <ExternalIcon />}
      </span>
      {note}
    </SmartLink>
  );
}
