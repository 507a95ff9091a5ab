// The chrome (the header, its menus, the footer) is kept HTML (components/layout/static-html.tsx):
// rendered from the layout's menus, webinars, articles and social links on the server only, and
// kept by the browser from the visit's first page on. The browser reads only the layout's
// `globals`, so the page data it is sent leaves the rest out: the document's (view/kept-html.ts)
// and that of a client-side navigation (`/_next/data/…`), which the ISR cache handlers answer
// (./file-cache-handler.mjs, ./redis-cache-handler.mjs). An .mjs module: those handlers run outside
// the site's bundles.

/**
 * The layout's parts that only the kept chrome shows, as the page data carries them: empty.
 * Checked against the layout's type (npm run typecheck), so a renamed field fails there.
 * @satisfies {Partial<import('../cms/layout').Layout>}
 */
const KEPT_CHROME_DATA = {
  navigation: [],
  social_links: [],
  upcoming_webinars: [],
  past_webinars: [],
  latest_articles: [],
};

/**
 * The layout as the browser is sent it: the kept chrome's parts empty, the upcoming webinars' count
 * left out; `globals` and anything else kept.
 * @template {object} L
 * @param {L} layout
 * @returns {L}
 */
export function keptChromeLeftOut(layout) {
  const { upcoming_count: _count, ...rest } = /** @type {L & { upcoming_count?: unknown }} */ (layout);
  return /** @type {L} */ ({ ...rest, ...KEPT_CHROME_DATA });
}

/** Whether a layout still carries the kept chrome's data (a navigation menu, say). */
const carriesChrome = (/** @type {Record<string, unknown>} */ layout) =>
  'upcoming_count' in layout || Object.keys(KEPT_CHROME_DATA).some((k) => Array.isArray(layout[k]) && layout[k].length > 0);

/**
 * A cached page as a handler's `get` answers it: the page data of a client-side navigation without
 * the kept chrome's data (a fifth to five sixths of it: 16.2 → 12.8 kB for the home page, 7.7 →
 * 1.3 kB for a news item). The page's HTML is already rendered and is not touched. The entry is
 * changed in place, not copied: the handlers recognise an entry they answered by its identity
 * (./every-page-mark.mjs, `isOldPageKeptOn`), and a cached entry is left out once, not on every request.
 * @template {{ value?: { kind?: string, pageData?: unknown } | null } | null | undefined} E
 * @param {E} entry
 * @returns {E}
 */
export function withNavigationPageData(entry) {
  const value = entry?.value;
  if (value?.kind !== 'PAGES') return entry;
  const data = /** @type {{ pageProps?: { layout?: Record<string, unknown> } } | null | undefined} */ (value.pageData);
  const layout = data?.pageProps?.layout;
  if (!layout || typeof layout !== 'object' || !carriesChrome(layout)) return entry;
  value.pageData = { ...data, pageProps: { ...data.pageProps, layout: keptChromeLeftOut(layout) } };
  return entry;
}
