// Notices forms coming into view, for their funnels (funnel-client.ts). Loaded with the counters,
// that is only for visitors who accepted cookies and never in a page's first load: forms placed in
// a page are server markup until touched (components/forms/deferred-lead-form.tsx), so their own
// code cannot see them appear. A form is found by `data-funnel-form` (components/forms/form-shell.tsx),
// also in forms that appear later (a client-side navigation, the live form replacing the markup).
import { funnel } from './funnel-client';

const SELECTOR = 'form[data-funnel-form]';
let started = false;

/** Half the form on screen (or all of a small one) is a form seen. */
const THRESHOLD = 0.5;

export function watchFormViews(): void {
  if (started || typeof IntersectionObserver === 'undefined') return;
  started = true;
  const watched = new WeakSet<Element>();
  const views = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        views.unobserve(e.target);
        const form = e.target.getAttribute('data-funnel-form');
        if (form) funnel.seen(form);
      }
    },
    { threshold: THRESHOLD },
  );
  const scan = () =>
    document.querySelectorAll(SELECTOR).forEach((el) => {
      if (watched.has(el)) return;
      watched.add(el);
      views.observe(el);
    });
  scan();
  new MutationObserver(scan).observe(document.body, { childList: true, subtree: true });
}
