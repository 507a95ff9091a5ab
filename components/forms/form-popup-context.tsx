import { createContext, useContext } from 'react';

export type FormKind = 'trial' | 'demo' | 'webinar' | 'question' | 'questionComment' | 'partner' | 'download' | 'subscribe' | 'login';

export const FORM_KINDS: readonly FormKind[] = [
  'trial',
  'demo',
  'webinar',
  'question',
  'questionComment',
  'partner',
  'download',
  'subscribe',
  'login',
];

export const isFormKind = (v: string | null | undefined): v is FormKind => !!v && (FORM_KINDS as readonly string[]).includes(v);

/** Opens a lead form in the popup. Null where no forms provider is mounted: buttons then follow their link. */
export const FormPopupContext = createContext<((kind: FormKind) => void) | null>(null);

/**
 * The kinds the mounted provider can open (null: not said, all of them). A button for a kind
 * outside it (the login form until its issue lands) gets null from useOpenForm(kind) and follows its link.
 */
export const HandledFormsContext = createContext<ReadonlySet<FormKind> | null>(null);

export function useOpenForm(kind?: FormKind) {
  const open = useContext(FormPopupContext);
  const handled = useContext(HandledFormsContext);
  return kind && handled && !handled.has(kind) ? null : open;
}
