// The scripts a page's HTML lists for its start script to fetch after the first paint
// (lib/chrome/start-after-paint.mjs, pages/_document.tsx): the page's own and its islands'.

/** The addresses in one of the page's script lists (`page-scripts` or `island-scripts`); [] if it has none. */
export const scriptList = (html: string, id: 'page-scripts' | 'island-scripts'): string[] =>
  JSON.parse(new RegExp(`<script id="${id}" type="application/json">([^<]*)</script>`).exec(html)?.[1] ?? '[]');

/** Every script the page loads with it: its own, then its islands'. */
export const pageScripts = (html: string): string[] => [...scriptList(html, 'page-scripts'), ...scriptList(html, 'island-scripts')];
