import type { ReactNode } from 'react';
import { SmartLink } from './smart-link';
import { useOpenForm } from './forms/form-popup-context';
import { isFormKind, isLeadFormKind } from '@/lib/forms/kinds';
import { FormButton } from './forms/form-button';
import { linkHref } from '@/lib/cms/links';

type Props = {
  label: string | null | undefined;
  href?: string | null;
  form?: string | null;
  variant?: 'accent' | 'base' | 'secondary' | 'white';
  size?: 200 | 300 | 400;
  /** In preview, the Visual Editor's mark for the button's fields (components/preview/editable-block.tsx). */
  edit?: { 'data-directus'?: string };
};

/** A block's button fields as the model's `buttonFields(prefix)` declares them (blocks/_button.mjs). */
type ButtonFields<P extends string> = Partial<Record<`${P}_label` | `${P}_href` | `${P}_form`, string | null>> &
  Partial<Record<`${P}_page`, { path?: string | null } | null>>;

/** The fields of a block's button `prefix` (blocks/_button.mjs), for the Visual Editor: its text first. */
export const buttonFields = (prefix: string) => [`${prefix}_label`, `${prefix}_page`, `${prefix}_href`, `${prefix}_form`];

/** The button `prefix` of a block (`button`, `primary`, …): its label, where it links, the form it opens. */
export function buttonOf<P extends string>(fields: ButtonFields<P>, prefix: P): Pick<Props, 'label' | 'href' | 'form'> {
  // TypeScript cannot index a mapped type by a key built from a type parameter; the signature
  // above is what checks that the block has these fields.
  const text = fields as Partial<Record<string, string | null>>;
  const page = fields as Partial<Record<string, { path?: string | null } | null>>;
  return {
    label: text[`${prefix}_label`],
    href: linkHref(page[`${prefix}_page`], text[`${prefix}_href`]),
    form: text[`${prefix}_form`],
  };
}

/** A CMS button: opens the chosen form in the popup (a lead form's page without scripts), otherwise follows its link. */
export function ActionButton({ label: text, href, form, variant = 'accent', size = 300, edit }: Props): ReactNode {
  const openForm = useOpenForm();
  if (!text) return null;
  // Marked on the text, so that the button itself works as always; visitors get the bare text.
  const label = edit?.['data-directus'] ? <span {...edit}>{text}</span> : text;
  const className = `btn btn--${variant} btn--${size}`;
  // A lead form: a link to its page without scripts, its popup with them (./forms/form-button.tsx).
  if (isLeadFormKind(form) && openForm)
    return (
      <FormButton form={form} className={className} onOpen={(e) => openForm(form, e.currentTarget)}>
        {label}
      </FormButton>
    );
  if (isFormKind(form) && openForm) {
    return (
      // data-action and data-form: in a static block (blocks/static-blocks.ts) the browser keeps the
      // server's HTML without this onClick, and the block's listener opens the form it names.
      <button type="button" className={className} data-action="open-form" data-form={form} onClick={(e) => openForm(form, e.currentTarget)}>
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
