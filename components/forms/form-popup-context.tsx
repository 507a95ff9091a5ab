import { createContext, useContext } from 'react';
import type { FormKind } from '@/lib/forms/kinds';

/**
 * Opens a form in the popup; `opener` is the element tapped, whose link (a lead button's form page)
 * is followed if the popup's code cannot load. Null where no forms provider is mounted: buttons
 * then follow their link.
 */
export const FormPopupContext = createContext<((kind: FormKind, opener?: Element) => void) | null>(null);

export function useOpenForm() {
  return useContext(FormPopupContext);
}
