// The page's form dialogs (form-dialogs.tsx) for server rendering only: next.config.mjs resolves
// this module to an empty one in the browser build, as server-lead-form.ts, so the form's code
// stays out of the page's first load. The frame is the popup's (components/ui/modal.tsx): the same
// classes, so the dialog a tap opens before the scripts run looks as the popup that takes it over.
import type { DialogForm } from './form-dialogs';
import { webinarSignupConfig } from '@/lib/forms/webinar-signup';
import { LeadForm } from './lead-form';
import modal from '@/components/ui/modal.module.css';

/** The id of the heading of a dialog's form: the dialog's name. */
const titleId = (key: string) => `form-dialog-${key}`;

export function ServerFormDialogs({ forms }: { forms: [string, DialogForm][] }) {
  return (
    <div data-form-dialogs="">
      {forms.map(([key, { kind, webinar }]) => (
        <dialog
          key={key}
          id={`dialog-${key}`}
          className={modal.overlay}
          data-form-dialog={key}
          data-form-kind={kind}
          // For the popup that takes the dialog over (components/forms/forms-provider.tsx).
          data-webinar={webinar ? JSON.stringify(webinar) : undefined}
          aria-modal="true"
          aria-labelledby={titleId(key)}
        >
          <div className={modal.dialog} style={{ maxWidth: 692 }}>
            {/* Closed by the browser (an invoker command), or by the boot script where there are none. */}
            <button
              type="button"
              className={modal.close}
              aria-label="Закрыть"
              data-close-dialog=""
              {...{ commandfor: `dialog-${key}`, command: 'close' }}
            >
              <span aria-hidden="true">×</span>
            </button>
            <LeadForm kind={kind} config={webinar ? webinarSignupConfig(webinar) : undefined} titleId={titleId(key)} serverMarkup />
          </div>
        </dialog>
      ))}
    </div>
  );
}
