// What a tap on a button that opens a popup gets when the popup's code cannot load (a deploy removed
// its chunk, the connection dropped): always an answer (FormsProvider calls this for the tap).
// - A lead button is a link to its form's page (./form-button.tsx): it is followed, as it is
//   without scripts, with the page the visitor was on in its address (`from`, the lead's origin).
// - An element with no page of its own («Войти»: signing in needs the scripts, for the captcha and
//   the company lookup) loads the page again, as any chunk failure does, at most once a minute
//   (lib/chrome/chunk-reload.ts): after a deploy that brings the new code, so the next tap opens the
//   dialog. Where the page may not be loaded again (within the minute, or a form holds what the
//   visitor typed), the spec's generic failure dialog says so instead of nothing (§8).
// The failure dialog is built here, in the page's first scripts, from the popup's classes (the
// site's one stylesheet has them): it needs no chunk, which would fail to load as the popup's did.
import { followAfterChunkFailure, reloadAfterChunkFailure } from '@/lib/chrome/chunk-reload';
import { lockScroll } from '@/lib/chrome/scroll-lock';
import { ERROR_MODAL_MS, ERROR_TEXTS, type ErrorTexts } from '@/lib/forms/texts';
import modal from '@/components/ui/modal.module.css';
import styles from './forms.module.css';

type Answers = { follow(href: string): void; reload(): boolean; fail(): void };

/** Answers the tap on `opener` whose popup's code failed to load. */
export function answerWithoutCode(
  opener: Element | null | undefined,
  { follow = followAfterChunkFailure, reload = reloadAfterChunkFailure, fail = showFailureDialog }: Partial<Answers> = {},
): void {
  const href = opener?.closest('a[href]')?.getAttribute('href');
  if (href) return follow(href);
  if (!reload()) fail();
}

/**
 * The generic failure as the popup's error dialog shows it (./answer-view.tsx: ErrorModal), as a
 * native modal dialog: closed by its ×, Escape, a click beside it, or by itself after 10 seconds.
 */
export function showFailureDialog(texts: ErrorTexts = ERROR_TEXTS): void {
  const el = (tag: string, attributes: Record<string, string | undefined>, ...children: (Node | string)[]) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) if (value !== undefined) node.setAttribute(name, value);
    node.append(...children);
    return node;
  };
  const id = 'dialog-fallback-title';
  // One at a time: a second tap replaces the first one's.
  document.getElementById(id)?.closest('dialog')?.close();
  const close = el('button', { type: 'button', class: modal.close, 'aria-label': 'Закрыть' }, el('span', { 'aria-hidden': 'true' }, '×'));
  const dialog = el(
    'dialog',
    { class: modal.overlay, role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': id },
    el(
      'div',
      { class: `${modal.dialog} ${modal.error}`, style: 'max-width: 692px' },
      close,
      el(
        'div',
        { class: styles.answer },
        el('h2', { id, class: styles.heading }, texts.title),
        el('p', { class: styles.description }, texts.description),
      ),
    ),
  ) as HTMLDialogElement;

  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const unlock = lockScroll();
  const timer = window.setTimeout(() => dialog.close(), ERROR_MODAL_MS);
  close.addEventListener('click', () => dialog.close());
  // The dialog element is the backdrop: the box is inside it.
  dialog.addEventListener('mousedown', (e) => e.target === dialog && dialog.close());
  dialog.addEventListener('close', () => {
    window.clearTimeout(timer);
    unlock();
    dialog.remove();
    if (previous?.isConnected) previous.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}
