// A lead form inside the popup: the popup is named by the form's heading, and a backdrop click or
// Escape asks before throwing away what was typed.
import { useId } from 'react';
import { Modal } from '@/components/ui/modal';
import { CLOSE_CONFIRM } from '@/lib/forms/texts';
import type { LeadFormConfig } from '@/lib/forms/config';
import type { LeadFormKind } from '@/lib/forms/schemas';
import { LeadForm } from './lead-form';

export default function PopupForm({ kind, config, onClose }: { kind: LeadFormKind; config?: LeadFormConfig; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} confirmClose={CLOSE_CONFIRM}>
      <LeadForm kind={kind} config={config} titleId={titleId} />
    </Modal>
  );
}
