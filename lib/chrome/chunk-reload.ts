// Loading the page again after one of its chunks failed to load (spec §8: at most once a minute),
// for the reload guard (./reload-guard.ts) and for the popups' opener, which answers a tap whose
// dialog code failed itself (components/forms/forms-provider.tsx). Kept apart from the guard, which
// loads after hydration: the opener is in every page's first scripts, and needs this much of it.

export const RELOAD_GUARD_MS = 60_000;
const KEY = 'chunk-reload-at';

/** Loads a page unless the last load for this reason was less than a minute ago; returns whether it did. */
export function reloadOnceAMinute(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

/**
 * Whether the visitor has typed or chosen something in a form that is not sent yet: a load would
 * lose it. A form still works without its scripts (it posts as plain HTML), so the page is kept.
 */
export function hasUnsentInput(doc: Pick<Document, 'querySelectorAll'>): boolean {
  for (const el of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'form input, form textarea, form select',
  )) {
    if (el instanceof HTMLSelectElement) {
      if ([...el.options].some((o) => o.selected !== o.defaultSelected)) return true;
    } else if (el.type === 'checkbox' || el.type === 'radio') {
      if ((el as HTMLInputElement).checked !== (el as HTMLInputElement).defaultChecked) return true;
    } else if (el.type !== 'hidden' && el.type !== 'submit' && el.type !== 'button' && el.value !== el.defaultValue) return true;
  }
  return false;
}

/**
 * Loads `to` (else the page shown) after a chunk failure, unless a load would take away what the
 * visitor is doing (input not sent, an open dialog: a form the page brought, the failure dialog)
 * or the page was loaded for this less than a minute ago; returns whether it did.
 */
export function reloadAfterChunkFailure(to: string | null = null): boolean {
  if (hasUnsentInput(document) || document.querySelector('dialog[open]')) return false;
  try {
    return reloadOnceAMinute(window.sessionStorage, () => (to ? window.location.assign(to) : window.location.reload()));
  } catch {
    /* storage unavailable: do not risk a reload loop */
    return false;
  }
}

/**
 * Follows a link tapped for a dialog whose code failed to load: a full load, as without scripts,
 * counted as the minute's reload so that the guard does not load the page again over it.
 */
export function followAfterChunkFailure(href: string): void {
  try {
    window.sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    /* storage unavailable: the link is followed all the same */
  }
  window.location.assign(href);
}

let awaited = 0;

/**
 * Loads a popup's code for a tap. While it loads, a chunk failure is the tap's to answer (its
 * opener follows the tapped link, or reloads or says the service is unavailable), not the guard's:
 * a reload of the guard's own would race that answer. The answer then keeps the guard from loading
 * the page over it on the load's other failed chunks: a link followed counts as the minute's
 * reload, and the failure dialog is an open dialog.
 */
export function loadForTap(load: () => Promise<void>): Promise<void> {
  awaited += 1;
  const loading = load();
  const done = () => void (awaited -= 1);
  loading.then(done, done);
  return loading;
}

/** Whether a tap waits for a dialog's code (the guard then leaves a chunk failure to it). */
export const tapAwaitsCode = () => awaited > 0;
