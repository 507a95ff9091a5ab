import { createContext, useContext } from 'react';
import type { FormKind } from '@/lib/forms/kinds';
import type { WebinarSignup } from '@/lib/forms/webinar-signup';

/**
 * Opens a form in the popup (a sign-up for `webinar`); `opener` is the element tapped, whose link
 * (a lead button's form page) is followed if the popup's code cannot load. Null where no forms
 * provider is mounted: buttons then follow their link.
 */
export const FormPopupContext = createContext<((kind: FormKind, opener?: Element, webinar?: WebinarSignup) => void) | null>(null);

export function useOpenForm() {
  return useContext(FormPopupContext);
}
