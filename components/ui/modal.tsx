// The one overlay every popup uses: locks page scroll, traps focus and gives it back on close,
// closes on Escape and on a backdrop click (after a confirmation, when the popup holds a form),
// and may close itself after a timeout.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
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
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const confirmRef = useRef(confirmClose);
  useEffect(() => {
    closeRef.current = onClose;
    confirmRef.current = confirmClose;
  });
  const requestClose = useCallback(() => {
    if (confirmRef.current && !window.confirm(confirmRef.current)) return;
    closeRef.current();
  }, []);

  // Scroll lock and focus: taken on open, given back on close. The lock is the one the mobile menu
  // uses too: counted across layers, and padded by the scrollbar's width so the page does not shift.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const first = dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog.current)?.focus();
    return () => {
      unlock();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    if (!autoCloseMs) return;
    const timer = window.setTimeout(() => closeRef.current(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        requestClose();
        return;
      }
      if (e.key !== 'Tab' || !dialog.current) return;
      // Hidden parts (the honeypot, a closed suggestion list) are not tab stops.
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => el.tabIndex >= 0 && !el.closest('[hidden], [aria-hidden="true"]'),
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !dialog.current.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !dialog.current.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [requestClose]);

  return (
    <div
      className={styles.overlay}
      data-testid="modal-overlay"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) requestClose();
      }}
    >
      <div
        ref={dialog}
        role={tone === 'error' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        className={`${styles.dialog} ${tone === 'error' ? styles.error : ''}`}
        style={{ maxWidth }}
      >
        <button type="button" className={styles.close} aria-label="Закрыть" onClick={() => closeRef.current()}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>
  );
}
