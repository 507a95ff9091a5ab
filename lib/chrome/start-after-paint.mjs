// The page's scripts start after its first contentful paint. Next writes them as deferred scripts,
// and a deferred script that has arrived by the end of parsing runs before the browser paints: the
// page, complete in its HTML, then waits for its JavaScript to be evaluated (on a phone with a fast
// connection, a few hundred milliseconds). Lighthouse's LCP counts every script fetched before the
// paint, evaluated or not. So the document lists the page's scripts, and its islands' scripts
// (./island-scripts.ts), as data (pages/_document.tsx), and this script, the last thing in the body,
// fetches them once the page has painted: the islands' as preloads, the page's in order. A page
// opened in the background has no paint to wait for: its scripts start at once; nor does a frame
// kept hidden, after a few seconds.
//
// It is the one inline script of the site, a constant: the CSP allows it by its hash
// (lib/http/security-headers.mjs) and still allows no other.
import { createHash } from 'node:crypto';

/** The ids of the JSON lists of script addresses the document carries. */
export const PAGE_SCRIPTS = 'page-scripts';
export const ISLAND_SCRIPTS = 'island-scripts';

/** However late the first paint, the scripts start by then. */
const PAINT_WAITS_AT_MOST_MS = 3_000;

export const START_AFTER_PAINT = `(() => {
  const list = (id) => JSON.parse(document.getElementById(id)?.textContent || '[]');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of list('${ISLAND_SCRIPTS}')) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.append(link);
    }
    for (const src of list('${PAGE_SCRIPTS}')) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.append(script);
    }
  };
  if (document.visibilityState !== 'visible' || !window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return start();
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, ${PAINT_WAITS_AT_MOST_MS});
})();`;

/** The CSP source that allows exactly that script. */
export const START_AFTER_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_PAINT).digest('base64')}'`;
