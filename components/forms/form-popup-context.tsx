import { createContext, useContext } from 'react';

export type FormKind = 'trial' | 'demo' | 'question' | 'questionComment' | 'partner' | 'download' | 'subscribe' | 'login';

export const FORM_KINDS: readonly FormKind[] = [
  'trial',
  'demo',
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

export const useOpenForm = () => useContext(FormPopupContext);
