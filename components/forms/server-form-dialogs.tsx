// The page's form dialogs (form-dialogs.tsx) for server rendering only: next.config.mjs resolves
// this module to an empty one in the browser build, as server-lead-form.ts, so the form's code
// stays out of the page's first load. The frame is the popup's (components/ui/modal.tsx): the same
// classes, so the dialog a tap opens before the scripts run looks as the popup that takes it over.
import type { LeadFormKind } from '@/lib/forms/kinds';
import { LeadForm } from './lead-form';
import modal from '@/components/ui/modal.module.css';

/** The id of the heading of kind's dialog form: the dialog's name. */
const titleId = (kind: LeadFormKind) => `form-dialog-${kind}`;

export function ServerFormDialogs({ kinds }: { kinds: LeadFormKind[] }) {
  return (
    <div data-form-dialogs="">
      {kinds.map((kind) => (
        <dialog
          key={kind}
          id={`dialog-${kind}`}
          className={modal.overlay}
          data-form-dialog={kind}
          aria-modal="true"
          aria-labelledby={titleId(kind)}
        >
          <div className={modal.dialog} style={{ maxWidth: 692 }}>
            {/* Closed by the browser (an invoker command), or by the boot script where there are none. */}
            <button
              type="button"
              className={modal.close}
              aria-label="Закрыть"
              data-close-dialog=""
              {...{ commandfor: `dialog-${kind}`, command: 'close' }}
            >
              <span aria-hidden="true">×</span>
            </button>
            <LeadForm kind={kind} titleId={titleId(kind)} serverMarkup />
          </div>
        </dialog>
      ))}
    </div>
  );
}
