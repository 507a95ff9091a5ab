// The header's submenus (components/layout/desktop-nav.tsx), in its kept HTML: one panel open at a
// time, written into the bar's buttons and panels; Escape (focus back to its button, or «Ещё» for a
// group opened from there), a press outside the menu or a route change close it. Bound once the
// page is hydrated, with what else waits for that (components/layout/after-hydration.ts): a submenu
// opens only in answer to the visitor, and until the page is interactive the boot script holds
// their clicks (lib/chrome/boot-script.mjs), so no click finds it missing.
import { MORE_ID } from './menu-ids';

export type Submenus = {
  /** Opens the submenu its button names, or closes it if it is the open one. */
  toggle(id: string): void;
  close(): void;
  unbind(): void;
};

/** `onChange(open)`: whether a submenu is open now (the header is solid while one is). */
export function bindSubmenus(header: HTMLElement, onChange: (open: boolean) => void): Submenus {
  let open: string | null = null;
  const show = (id: string | null) => {
    open = id;
    for (const button of header.querySelectorAll<HTMLButtonElement>('button[data-submenu]')) {
      const shown = button.dataset.submenu === id;
      button.setAttribute('aria-expanded', String(shown));
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !shown;
    }
    onChange(id !== null);
  };
  const onKey = (e: KeyboardEvent) => {
    if (open === null || e.key !== 'Escape') return;
    const buttons = [...header.querySelectorAll<HTMLButtonElement>('button[data-submenu][aria-expanded="true"]')];
    const inBar = buttons.find((b) => !b.closest('[hidden], [data-overflowed]'));
    (inBar ?? header.querySelector<HTMLButtonElement>(`button[data-submenu="${MORE_ID}"]`))?.focus();
    show(null);
  };
  const onPress = (e: MouseEvent) => {
    if (open !== null && !header.querySelector('nav')?.contains(e.target as Node)) show(null);
  };
  document.addEventListener('keydown', onKey);
  document.addEventListener('mousedown', onPress);
  return {
    toggle: (id) => show(open === id ? null : id),
    close: () => void (open !== null && show(null)),
    unbind: () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPress);
    },
  };
}
