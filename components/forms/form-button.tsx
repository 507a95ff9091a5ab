// A button that opens a lead form in its popup, and without scripts is a link to the form's page
// (pages/forms/[form].tsx, lib/forms/plain-post.ts): an `<a href>` with the role of the button it
// is for everyone whose scripts run. Space presses it as it presses a button (a link takes Enter
// only). In HTML the browser keeps (static blocks, the header) no handler is bound here: the kept
// HTML's listener (components/layout/static-html.tsx) opens the form named by data-form. A sign-up
// for one webinar opens that webinar's form: its own dialog (data-dialog), its page with `?webinar=`.
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { LeadFormKind } from '@/lib/forms/kinds';
import type { WebinarSignup } from '@/lib/forms/webinar-signup';
import { formPageHref } from '@/lib/forms/form-page-href';
import { useSite } from '@/components/layout/site-context';
import { formDialogKey, useFormDialog } from './form-dialogs';

type Props = {
  form: LeadFormKind;
  /** The webinar the form signs up for (a webinar card's «Записаться»). */
  webinar?: WebinarSignup;
  className: string;
  /** Its name, where the text alone does not say enough (which webinar). */
  'aria-label'?: string;
  /** Opens the popup; without it (no forms provider) the link leads to the form's page. */
  onOpen?: (e: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
};

export const pressWithSpace = (e: KeyboardEvent<HTMLElement>) => {
  const link = (e.target as Element).closest?.<HTMLAnchorElement>('a[role="button"][data-action]');
  if (e.key !== ' ' || !link) return;
  e.preventDefault();
  link.click();
};

export function FormButton({ form, webinar, className, 'aria-label': label, onOpen, children }: Props) {
  const { path } = useSite();
  // The page's HTML brings this form in a dialog that opens at the tap, before the scripts run.
  useFormDialog({ kind: form, webinar });
  return (
    <a
      href={formPageHref(form, path, webinar?.slug)}
      role="button"
      className={className}
      aria-label={label}
      data-action="open-form"
      data-form={form}
      data-dialog={webinar ? formDialogKey({ kind: form, webinar }) : undefined}
      onClick={
        onOpen &&
        ((e) => {
          e.preventDefault();
          onOpen(e);
        })
      }
      onKeyDown={onOpen && pressWithSpace}
    >
      {children}
    </a>
  );
}
