import type { ReactNode } from 'react';
import { SmartLink } from './smart-link';
import { useOpenForm } from './forms/form-popup-context';
import { isFormKind } from '@/lib/forms/kinds';

type Props = {
  label: string | null | undefined;
  href?: string | null;
  form?: string | null;
  variant?: 'accent' | 'base' | 'secondary' | 'white';
  size?: 200 | 300 | 400;
};

/** A CMS button: opens the chosen lead form in the popup, otherwise follows its link. */
export function ActionButton({ label, href, form, variant = 'accent', size = 300 }: Props): ReactNode {
  const openForm = useOpenForm();
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
