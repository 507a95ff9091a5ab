// Mounted once in _app: opens lead forms in the popup (buttons anywhere call useOpenForm), shows
// the answer and error popups of every form, and closes any popup on a route change (clearing the
// request state's pending and error flags). The form code itself loads only when a popup first
// opens, and the tracking code with it (an opening's events are sent once it is loaded). A form
// dialog the page's HTML brought (./form-dialogs.tsx), opened at a tap by the boot script before
// hydration or by a button before the popup's code has come, is taken over by the popup once its code is there.
// Until then it acts as the popup would where it can: the page behind is locked, and a submit is
// held for the popup (which checks the form against its definition) rather than posted.
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { FormKind, LeadFormKind } from '@/lib/forms/kinds';
import type { LeadFormConfig } from '@/lib/forms/config';
import type { ErrorTexts } from '@/lib/forms/texts';
import { webinarSignupConfig, type WebinarSignup } from '@/lib/forms/webinar-signup';
import { onDemand } from '@/lib/chrome/on-demand';
import { lockScroll } from '@/lib/chrome/scroll-lock';
import { loadForTap } from '@/lib/chrome/chunk-reload';
import { FormPopupContext } from './form-popup-context';
import { FormModalsContext, type FormModals } from './form-modals-context';
import type { ShownAnswer } from './answer-view';
import { PageFormDialogs, FormDialogs, formDialogKey, type DialogForm } from './form-dialogs';
import { snapshot } from './form-snapshot';
import { answerWithoutCode } from './dialog-fallback';
import type { TakenOver } from './popup-form';

const PopupForm = onDemand(() => import('./popup-form').then((m) => m.default));
const LoginPopup = onDemand(() => import('@/components/login/login-popup').then((m) => m.default));
// The answer and error popups follow a form's submission; every form brings their code with its
// own (./answer-popups.ts), so they are at hand even when the connection has dropped.
import { AnswerPopup as AnswerModal, ErrorPopup as ErrorModal } from './answer-popups';

// The request state (lib/store/request.ts) comes with the code of the forms that write it: until a
// form has loaded it, it holds nothing to clear. A weak import never fetches it, so the pages' first
// scripts leave it out; once a form has loaded it, it resolves at once (the next microtask).
const withRequestState = (act: (state: typeof import('@/lib/store/request').requestState) => void) =>
  void import(/* webpackMode: "weak" */ '@/lib/store/request').then(
    (m) => act(m.requestState),
    () => undefined,
  );

// The tracking code (with the forms' analytics types) loads with the first popup.
const trackFormEvent = (...args: Parameters<typeof import('@/lib/analytics/track').trackFormEvent>) =>
  void import('@/lib/analytics/track').then(
    (t) => t.trackFormEvent(...args),
    () => undefined,
  );

type Popup =
  | { type: 'form'; kind: LeadFormKind; config?: LeadFormConfig; taken?: TakenOver }
  | { type: 'login' }
  | { type: 'answer'; answer: ShownAnswer }
  | { type: 'error'; texts?: ErrorTexts }
  | null;

/** The form dialog the boot script opened, if one is open (lib/chrome/boot-script.mjs). */
const openFormDialog = () => document.querySelector<HTMLDialogElement>('[data-form-dialogs] dialog[open]');

/**
 * Opens the page's own dialog of `form` as the boot script does; false when the page brought none.
 * The page behind it is locked as behind the popup (the class, and the scrollbar's width made up so
 * nothing shifts) until the dialog closes: the popup taking it over locks it again first.
 */
function showFormDialog(form: DialogForm): boolean {
  const dialog = document.querySelector<HTMLDialogElement>(`[data-form-dialogs] [data-form-dialog="${formDialogKey(form)}"]`);
  if (!dialog) return false;
  if (!dialog.open) {
    dialog.showModal();
    dialog.addEventListener('close', lockScroll(), { once: true });
    dialog.querySelector<HTMLElement>('[data-close-dialog]')?.focus();
  }
  return true;
}

export function FormsProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<Popup>(null);
  const router = useRouter();
  // The forms the page's buttons open, named while the server renders it (./form-dialogs.tsx).
  const [dialogForms] = useState(() => (typeof window === 'undefined' ? new Map<string, DialogForm>() : null));

  useEffect(() => {
    const onStart = () => {
      setPopup(null);
      // The page's own dialogs belong to the page being left (their hidden fields name it as the
      // lead's origin); on the next page the popup opens the forms.
      document.querySelector('[data-form-dialogs]')?.replaceChildren();
      withRequestState((state) => state.pageChanged());
    };
    router.events.on('routeChangeStart', onStart);
    return () => router.events.off('routeChangeStart', onStart);
  }, [router.events]);

  const openLeadForm = useCallback((kind: LeadFormKind, config?: LeadFormConfig) => {
    trackFormEvent('popup', kind, config?.metricActions);
    // The spec's "tag-manager event and analytics goal when the trial request opens".
    if (kind === 'trial') trackFormEvent('trial', kind, config?.metricActions);
    setPopup({ type: 'form', kind, config });
  }, []);

  // A form dialog opened at a tap before hydration becomes the popup once its code is there: in one
  // task, what the visitor typed is read, the dialog closed and the popup rendered with it, which
  // gives the focus and caret back and sends a submit pressed meanwhile (the boot script marks its
  // form; it never replays it): one lead. Should the popup's code fail to load, such a submit is
  // posted as plain HTML, and the server checks it against the same definition.
  useEffect(() => {
    const container = document.querySelector('[data-form-dialogs]');
    if (!container) return;
    const takeOver = () => {
      const dialog = openFormDialog();
      if (!dialog) return;
      const form = dialog.querySelector('form');
      void PopupForm.preload().then(
        () => {
          if (!dialog.open) return;
          const kind = dialog.dataset.formKind as LeadFormKind;
          // The webinar a sign-up dialog is for (./server-form-dialogs.tsx): the popup sends the lead for it.
          const webinar = dialog.dataset.webinar ? (JSON.parse(dialog.dataset.webinar) as WebinarSignup) : undefined;
          const taken = { ...snapshot(form), submitted: Boolean(form?.hasAttribute('data-submit-pending')) };
          form?.removeAttribute('data-submit-pending');
          dialog.close();
          trackFormEvent('popup', kind);
          if (kind === 'trial') trackFormEvent('trial', kind);
          flushSync(() => setPopup({ type: 'form', kind, config: webinar && webinarSignupConfig(webinar), taken }));
        },
        () => {
          if (!dialog.open || !form?.hasAttribute('data-submit-pending')) return;
          form.removeAttribute('data-submit-pending');
          form.submit();
        },
      );
    };
    takeOver();
    // Opened later: while the page is hydrated but not yet interactive (the boot script still holds
    // taps), or by a lead button before the popup's code has come (openForm below).
    const observer = new MutationObserver(takeOver);
    observer.observe(container, { subtree: true, attributes: true, attributeFilter: ['open'] });
    // Once the page is interactive the boot script holds nothing: a submit in the dialog is held
    // here as it did, for the popup to check and send.
    const onSubmit = (e: Event) => {
      const form = e.target;
      if (!(form instanceof HTMLFormElement) || !form.closest<HTMLDialogElement>('dialog[data-form-dialog]')?.open) return;
      e.preventDefault();
      form.setAttribute('data-submit-pending', '');
      takeOver();
    };
    // Its × closes it where the browser has no invoker commands (the boot script did, before).
    const onClick = (e: Event) => {
      const closer = e.target instanceof Element ? e.target.closest('[data-form-dialog] [data-close-dialog]') : null;
      closer?.closest('dialog')?.close();
    };
    container.addEventListener('submit', onSubmit);
    container.addEventListener('click', onClick);
    return () => {
      observer.disconnect();
      container.removeEventListener('submit', onSubmit);
      container.removeEventListener('click', onClick);
    };
  }, []);

  const openForm = useCallback(
    (kind: FormKind, opener?: Element, webinar?: WebinarSignup) => {
      // Until the popup's code has come (its first opening), a lead button opens the form the page
      // brought as a dialog at once, as a tap before hydration does; the popup takes it over, with
      // what was typed, as soon as its code is there (above).
      if (kind !== 'login' && !PopupForm.loaded() && showFormDialog({ kind, webinar })) return;
      const [type, code] = kind === 'login' ? (['login', LoginPopup] as const) : (['form', PopupForm] as const);
      // The popup shows once its code is there. Should it not come, the tap is answered all the same
      // (./dialog-fallback.ts), and the popup that showed nothing is dropped: a later tap tries again.
      if (!code.loaded())
        void loadForTap(code.preload).catch(() => {
          setPopup((popup) => (popup?.type === type ? null : popup));
          answerWithoutCode(opener);
        });
      if (kind !== 'login') return openLeadForm(kind, webinar && webinarSignupConfig(webinar));
      trackFormEvent('popup', 'login');
      setPopup({ type: 'login' });
    },
    [openLeadForm],
  );

  const modals = useMemo<FormModals>(
    () => ({
      showAnswer: (answer) => setPopup({ type: 'answer', answer }),
      showError: (texts) => setPopup({ type: 'error', texts }),
      openLeadForm,
    }),
    [openLeadForm],
  );
  // Closing a dialog clears the request error it may be showing (spec section 4).
  const close = useCallback(() => {
    setPopup(null);
    withRequestState((state) => state.clearError());
  }, []);

  return (
    <FormPopupContext.Provider value={openForm}>
      <FormModalsContext.Provider value={modals}>
        <PageFormDialogs.Provider value={dialogForms}>
          {children}
          <FormDialogs />
        </PageFormDialogs.Provider>
        {popup?.type === 'form' && (
          <PopupForm key={popup.kind} kind={popup.kind} config={popup.config} taken={popup.taken} onClose={close} />
        )}
        {popup?.type === 'login' && <LoginPopup onClose={close} />}
        {popup?.type === 'answer' && <AnswerModal answer={popup.answer} onClose={close} />}
        {popup?.type === 'error' && <ErrorModal texts={popup.texts} onClose={close} />}
      </FormModalsContext.Provider>
    </FormPopupContext.Provider>
  );
}
