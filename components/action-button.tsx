import type { ReactNode } from 'react';
import { SmartLink } from './smart-link';
import { useSite, type FormKind } from './site-context';

const FORM_KINDS: readonly string[] = ['trial', 'demo', 'question', 'questionComment', 'partner', 'download', 'subscribe', 'login'] satisfies FormKind[];
const isFormKind = (v: string | null | undefined): v is FormKind => !!v && FORM_KINDS.includes(v);

type Props = {
  label: string | null | undefined;
  href?: string | null;
  form?: string | null;
  variant?: 'accent' | 'base' | 'secondary' | 'white';
  size?: 200 | 300 | 400;
};

/** A CMS button: opens the chosen lead form in the popup, otherwise follows its link. */
export function ActionButton({ label, href, form, variant = 'accent', size = 300 }: Props): ReactNode {
  const { openForm } = useSite();
  if (!label) return null;
  const className = `btn btn--${variant} btn--${size}`;
  if (isFormKind(form) && openForm) {
    return (
      <button type="button" className={className} onClick={() => openForm(form)}>
        {label}
      </button>
    );
  }
  if (!href) return null;
  return (
    <SmartLink href={href} className={className}>
      {label}
    </SmartLink>
  );
}
