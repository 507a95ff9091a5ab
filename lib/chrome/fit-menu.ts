// Keeps the header's menu on one line (components/layout/desktop-nav.tsx): the items that do not fit
// the bar's width are hidden, from the last, and their entries under «Ещё» shown. Measured in the
// browser, so it holds for any number of items, any titles, any fonts and any width. It runs once the
// page is hydrated, with what else waits for that (components/layout/after-hydration.ts): none of
// it is needed before the visitor acts, so it is not in the pages' first scripts.

/** Lays the menu out for the nav's present width; does nothing while the nav is not shown. */
export function fitMenu(nav: HTMLElement): void {
  const list = nav.querySelector<HTMLElement>(':scope > ul');
  const more = list?.querySelector<HTMLElement>(':scope > li[data-more]');
  if (!list || !more || nav.clientWidth === 0) return;
  const items = [...list.querySelectorAll<HTMLElement>(':scope > li[data-top]')];
  const overflows = () => list.scrollWidth > list.clientWidth + 1;
  for (const li of items) li.removeAttribute('data-overflowed');
  more.hidden = true;
  if (overflows()) {
    more.hidden = false;
    for (let i = items.length - 1; i >= 0 && overflows(); i--) items[i]!.setAttribute('data-overflowed', '');
  }
  for (const entry of more.querySelectorAll<HTMLElement>('[data-more-entry]'))
    entry.hidden = !items[Number(entry.dataset.moreEntry)]?.hasAttribute('data-overflowed');
}

/** Fits the menu now and whenever the nav's width changes; returns the function that stops it. */
export function keepMenuOnOneLine(nav: HTMLElement): () => void {
  fitMenu(nav);
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => fitMenu(nav));
  observer.observe(nav);
  return () => observer.disconnect();
}
