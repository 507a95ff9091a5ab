// A lead form inside the popup: the popup is named by the form's heading, and a backdrop click or
// Escape asks before throwing away what was typed. A popup that takes over the form dialog the
// page's HTML brought (./form-dialogs.tsx) starts with what the visitor typed there: the values,
// the focus and the caret, and sends a submit pressed there before the page was interactive.
import { useEffect, useId } from 'react';
import { Modal } from '@/components/ui/modal';
import { CLOSE_CONFIRM } from '@/lib/forms/texts';
import type { LeadFormConfig } from '@/lib/forms/config';
import type { LeadFormKind } from '@/lib/forms/schemas';
import { LeadForm, type LeadFormProps } from './lead-form';
import { restoreFocus, type FormSnapshot } from './form-snapshot';

/** What the form dialog held when the popup took it over. */
export type TakenOver = FormSnapshot & { submitted: boolean };

type Props = {
  kind: LeadFormKind;
  config?: LeadFormConfig;
  taken?: TakenOver;
  onClose: () => void;
};

export default function PopupForm({ kind, config, taken, onClose }: Props) {
  const titleId = useId();
  // After the modal's own effect (a child's runs first), which focuses its first control.
  useEffect(() => {
    if (!taken) return;
    const form = document.getElementById(titleId)?.closest('form') ?? null;
    restoreFocus(form, taken);
    if (taken.submitted) form?.requestSubmit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the popup opens
  }, []);
  return (
    <Modal labelledBy={titleId} onClose={onClose} confirmClose={CLOSE_CONFIRM}>
      <LeadForm kind={kind} config={config} titleId={titleId} prefill={taken?.prefill as LeadFormProps['prefill']} />
    </Modal>
  );
}
