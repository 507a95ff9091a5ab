import { createContext, useContext } from 'react';
import type { FormKind } from '@/lib/forms/kinds';

/** Opens a form in the popup. Null where no forms provider is mounted: buttons then follow their link. */
export const FormPopupContext = createContext<((kind: FormKind) => void) | null>(null);

export function useOpenForm() {
  return useContext(FormPopupContext);
}
