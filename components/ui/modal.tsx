// The one overlay every popup uses: a native modal <dialog> (showModal: the rest of the page is inert,
// so focus stays inside and assistive technology reads the popup alone), the page's scroll locked
// and focus given back on close; closes on Escape and on a backdrop click (after a confirmation,
// when the popup holds a form), and may close itself after a timeout.
import { useCallback, useEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { lockScroll } from '@/lib/chrome/scroll-lock';
import styles from './modal.module.css';

export type ModalProps = {
  /** The popup's accessible name comes from its heading; pass that heading's id. */
  labelledBy?: string;
  label?: string;
  onClose: () => void;
  /** Asked with window.confirm before a backdrop click or Escape closes the popup. */
  confirmClose?: string;
  /** Closes by itself after this many milliseconds. */
  autoCloseMs?: number;
  /** Widest the content may be, in px (forms: 692). */
  maxWidth?: number;
  tone?: 'default' | 'error';
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal(props: ModalProps) {
  if (typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({ labelledBy, label, onClose, confirmClose, autoCloseMs, maxWidth = 692, tone = 'default', children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  const confirmRef = useRef(confirmClose);
  // Set while the dialog leaves the page: its own `close` event then is no request to close.
  const leaving = useRef(false);
  useEffect(() => {
    closeRef.current = onClose;
    confirmRef.current = confirmClose;
  });
  const requestClose = useCallback(() => {
    if (confirmRef.current && !window.confirm(confirmRef.current)) return;
    closeRef.current();
  }, []);

  // Opened as a modal on mount. The scroll lock is the one the mobile menu uses too: counted across
  // layers, and the scrollbar's width made up so the page does not shift. The dialog leaves the
  // page by unmounting, which gives focus back to nothing: the element focused before is refocused.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    element.showModal();
    (element.querySelector<HTMLElement>(FOCUSABLE) ?? element).focus();
    return () => {
      leaving.current = true;
      unlock();
      if (element.open) element.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    if (!autoCloseMs) return;
    const timer = window.setTimeout(() => closeRef.current(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs]);

  // Escape: the browser's own close request (`cancel`) is held back for the confirmation. A key
  // press inside the dialog is caught first, so the confirmation is asked once.
  const onEscape = (e: SyntheticEvent) => {
    e.preventDefault();
    e.stopPropagation();
    requestClose();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.overlay}
      data-testid="modal-overlay"
      role={tone === 'error' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onEscape(e);
      }}
      onCancel={onEscape}
      // Closed by the browser itself (a second Escape it no longer lets the page hold back).
      onClose={() => {
        if (!leaving.current) closeRef.current();
      }}
      onMouseDown={(e) => {
        // The dialog element is the backdrop: the popup's content is the box inside it.
        if (e.target === e.currentTarget) requestClose();
      }}
    >
      <div className={`${styles.dialog} ${tone === 'error' ? styles.error : ''}`} style={{ maxWidth }}>
        <button type="button" className={styles.close} aria-label="Закрыть" onClick={() => closeRef.current()}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
