// What loads once the first page is hydrated, as one chunk and one request: none of it is needed to
// show or hydrate the page. The app shell's visit chrome (lib/chrome/visit-chrome.ts: progress bar, reload and
// prefetch guards, scrolling after navigations, utm tags), the counters' consent handling and page
// views, the header menu kept on one line and its submenus (lib/chrome/fit-menu.ts, lib/chrome/submenus.ts),
// the cookie notice (and asking again, from the footer) and the offline notice. Loaded through
// ./load-after-hydration.ts only: one import() of it, or webpack would build a copy of the chunk for
// each place that imports it.
export { bindVisitChrome } from '@/lib/chrome/visit-chrome';
export { Analytics } from '@/lib/analytics/analytics';
export { OfflineNotice } from './offline-notice';
export { CookieNotice } from './cookie-notice';
export { askAgain } from '@/lib/analytics/consent';
export { keepMenuOnOneLine } from '@/lib/chrome/fit-menu';
export { bindSubmenus } from '@/lib/chrome/submenus';
