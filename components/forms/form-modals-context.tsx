import { createContext, useContext } from 'react';
import type { LeadFormKind } from '@/lib/forms/schemas';
import type { LeadFormConfig } from '@/lib/forms/config';
import type { ErrorTexts } from '@/lib/forms/texts';
import type { ShownAnswer } from './answer-view';

/** The popups a form opens after a submission, and opening a configured form from code. */
export type FormModals = {
  showAnswer: (answer: ShownAnswer) => void;
  showError: (texts?: ErrorTexts) => void;
  openLeadForm: (kind: LeadFormKind, config?: LeadFormConfig) => void;
};

export const FormModalsContext = createContext<FormModals | null>(null);

/** Null outside the forms provider: an inline form then shows its result in place. */
export const useFormModals = () => useContext(FormModalsContext);
