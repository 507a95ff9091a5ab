// The one inline script of the site, a constant: the CSP allows it by its hash
// (lib/http/security-headers.mjs) and still allows no other. It sits at the top of the head and
// makes the page answer from its first paint, before its scripts have run:
//
// - The page's scripts are downloaded at once, at low priority, from the HTML itself
//   (`<link rel="preload" fetchpriority="low">`, pages/_document.tsx): they never hold the first
//   paint nor take the bandwidth of the HTML and the largest image. This script evaluates them
//   once the page has painted (a deferred script that has arrived by the end of parsing would run
//   before the paint: the page, complete in its HTML, would wait for its JavaScript to be
//   evaluated). By then they are mostly in the cache. A page opened in the background has no paint
//   to wait for: they start at once; nor does a frame kept hidden, after a few seconds.
// - Until the app marks the document interactive (`data-interactive`, components/layout/use-app-chrome.ts:
//   hydrated, its chrome bound), clicks on buttons and submits of forms are captured, kept from the
//   page (and from React, which may be hydrating) and replayed once, in order, when it is: the
//   pattern of Angular's event replay and Google's jsaction. A button pressed twice while the page
//   was not answering acts once. Key presses on buttons and in forms come as the clicks and submits
//   they cause natively (Enter, Space), and are replayed as such; those that only the page's code
//   gives a meaning (the arrow keys, Home and End on tabs; Enter and Space on a non-button with the
//   role of one) are captured and replayed as key presses, each one. Links keep their native meaning:
//   before Next has started, a tapped link loads its page as any link does; once Next runs (it may
//   be hydrating), the tap waits for the app, which navigates in the page with its progress bar and
//   scroll handling bound.
// - The header's mobile menu is a popover opened by its burger (components/layout/mobile-nav.tsx):
//   the browser opens and closes it by itself, so the burger's clicks are left to it (none is held
//   or replayed: it would close the menu again). A link or a button marked data-closes-menu inside
//   an open popover closes it, from the first paint on (the button's own action may be replayed).
// - The utm tags of the address the visit landed on are stored at once (the same storage and shape
//   as lib/leads/client/utm.ts' captureUtm), so a link tapped before the scripts run keeps them.
// - A button that opens a form (`data-action="open-form"`), tapped before the page is interactive,
//   also starts fetching that popup's code (listed in the document by kind: the login dialog or a
//   lead form), so that it is at hand when the tap is replayed instead of fetched only then.
// - A lead button's form is in the page's HTML as a closed dialog (components/forms/form-dialogs.tsx):
//   tapped before the page is interactive, the button opens it at once (as soon as it is parsed), and
//   the visitor types. Its × closes it. A submit there is marked on its form (data-submit-pending)
//   and left to the popup that takes the dialog over after hydration (components/forms/forms-provider.tsx),
//   so it is sent once; if the scripts fail, it is posted as plain HTML.
// - When a page script fails to load (blocked by a proxy or an extension, a lost connection, a
//   deploy that removed it), the page will never become interactive: the capture stops, and what
//   was held gets its native meaning instead. A lead button is a link to its form's page
//   (components/forms/form-button.tsx) and is followed; a form is posted as plain HTML to its lead
//   route (lib/forms/plain-post.ts). Nothing the visitor did is lost, and nothing is done twice.
import { createHash } from 'node:crypto';
// Next's own copy of terser (next is pinned exactly): the script is in every page's HTML, and its
// readable source below is a third bigger than it needs to be (6.1 kB → 3.8 kB).
import terser from 'next/dist/compiled/terser/bundle.min.js';

/** The ids of the JSON lists of script addresses the document carries. */
export const PAGE_SCRIPTS = 'page-scripts';
/** `{ login: [...], form: [...] }`: the scripts of the login dialog and of the lead form popup. */
export const FORM_SCRIPTS = 'form-scripts';

/** However late the first paint, the scripts start by then. */
const PAINT_WAITS_AT_MOST_MS = 3_000;

const SOURCE = `(() => {
  const d = document;
  const root = d.documentElement;
  try {
    const found = [...new URLSearchParams(location.search)].filter(([k, v]) => k.startsWith('utm_') && v);
    if (found.length) localStorage.setItem('utm', JSON.stringify(Object.fromEntries(found.map(([k, v]) => [k.slice(0, 64), v.slice(0, 500)]))));
  } catch {}

  const fetched = new Set();
  const fetchAhead = (kind) => {
    for (const src of JSON.parse(d.getElementById('${FORM_SCRIPTS}')?.textContent || '{}')[kind] || []) {
      if (fetched.has(src)) continue;
      fetched.add(src);
      const link = d.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'script');
      link.href = src;
      d.head.append(link);
    }
  };
  const queue = [];
  let waiting = null;
  // A button's dialog: its form's, or, for one webinar's sign-up, that webinar's (data-dialog).
  const openDialog = (button) => {
    const dialog = d.querySelector('[data-form-dialog="' + (button.dataset.dialog || button.dataset.form) + '"]');
    if (!dialog) return false;
    if (!dialog.open) {
      dialog.showModal();
      dialog.querySelector('[data-close-dialog]').focus();
    }
    return true;
  };
  const capture = (e) => {
    if (root.hasAttribute('data-interactive') || !(e.target instanceof Element)) return;
    let target;
    if (e.type === 'submit') target = e.target;
    else if (e.type === 'keydown') {
      if (!KEYS.includes(e.key) || e.ctrlKey || e.metaKey || e.altKey) return;
      target = e.target.closest('[role="tab"], [role="button"]:not(button)');
      // Enter on a link (a lead button: a link with the role of a button) clicks it natively: that click is held.
      if (e.key === 'Enter' && target?.matches('a[href]')) return;
    } else {
      if (e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      const closer = e.target.closest('[data-form-dialog] [data-close-dialog]');
      if (closer) return closer.closest('dialog').close();
      const button = e.target.closest('button:not([popovertarget]), [role="button"], [data-action]');
      const link = e.target.closest('a[href]');
      if (button && !(button.form && button.type === 'submit')) target = button;
      else if (link && window.next?.router && !link.target && !link.hasAttribute('download')) target = link;
    }
    if (!target) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (e.type === 'click' && target.dataset?.action === 'open-form') {
      const form = target.dataset.form;
      fetchAhead(form === 'login' ? 'login' : 'form');
      // A lead form the page brought as a dialog opens now; one whose dialog is not parsed yet, as soon as it is.
      if (form !== 'login' && (openDialog(target) || (d.readyState === 'loading' && (waiting = target)))) return;
    }
    // A submit in such a dialog is sent by the popup that takes it over (components/forms/forms-provider.tsx).
    if (e.type === 'submit' && target.closest('[data-form-dialog]')) target.setAttribute('data-submit-pending', '');
    if (e.type === 'keydown' || !queue.some((q) => q.target === target && q.type === e.type))
      queue.push({ type: e.type, target, submitter: e.submitter, key: e.key, shiftKey: e.shiftKey });
  };
  const KEYS = ['Enter', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
  addEventListener('click', (e) => {
    const menu = e.target.closest?.('[popover]');
    if (menu && e.target.closest('a[href], [data-closes-menu]')) menu.hidePopover?.();
  }, true);
  addEventListener('click', capture, true);
  addEventListener('submit', capture, true);
  addEventListener('keydown', capture, true);
  const replay = () => {
    if (!root.hasAttribute('data-interactive')) return;
    observer.disconnect();
    removeEventListener('click', capture, true);
    removeEventListener('submit', capture, true);
    removeEventListener('keydown', capture, true);
    for (const { type, target, submitter, key, shiftKey } of queue.splice(0)) {
      if (!target.isConnected || (type === 'submit' && target.closest('[data-form-dialog]'))) continue;
      if (type === 'submit') target.requestSubmit(submitter?.form === target ? submitter : undefined);
      else if (type === 'keydown') target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
      else target.click();
    }
  };
  const observer = new MutationObserver(replay);
  observer.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
  let failed = false;
  const fail = () => {
    if (failed || root.hasAttribute('data-interactive')) return;
    failed = true;
    observer.disconnect();
    removeEventListener('click', capture, true);
    removeEventListener('submit', capture, true);
    removeEventListener('keydown', capture, true);
    for (const { type, target, submitter } of queue.splice(0)) {
      if (!target.isConnected) continue;
      if (type === 'submit') return target.requestSubmit(submitter?.form === target ? submitter : undefined);
      if (type === 'click' && target.matches('a[href]')) return location.assign(target.href);
    }
  };

  const list = (id) => JSON.parse(d.getElementById(id)?.textContent || '[]');
  let painted = false;
  let started = false;
  const start = () => {
    if (started || !painted || d.readyState === 'loading') return;
    started = true;
    for (const src of list('${PAGE_SCRIPTS}')) {
      const script = d.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = fail;
      d.body.append(script);
    }
  };
  const paint = () => {
    painted = true;
    start();
  };
  d.addEventListener('DOMContentLoaded', () => {
    if (waiting && !openDialog(waiting)) queue.push({ type: 'click', target: waiting });
    waiting = null;
    start();
  });
  if (d.visibilityState !== 'visible' || !window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return paint();
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) setTimeout(paint);
  }).observe({ type: 'paint', buffered: true });
  d.addEventListener('visibilitychange', paint, { once: true });
  setTimeout(paint, ${PAINT_WAITS_AT_MOST_MS});
})();`;

/** The script as the page carries it, minified once when the server starts. */
export const BOOT_SCRIPT = terser.minify_sync(SOURCE, { ecma: 2020 }).code ?? SOURCE;

/** The CSP source that allows exactly that script. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
