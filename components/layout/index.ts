// The page's frame (the chrome): its entry for the page pipeline and the blocks' registry. The
// layout around a page (./site-layout.tsx: header, footer, breadcrumbs, banners), its contents
// list (./toc-island.ts), the site context the frame and the blocks read (./site-context.tsx), and
// the listener that keeps server HTML working in the browser (./static-html.tsx).
export { SiteLayout } from './site-layout';
export { TableOfContents } from './toc-island';
export { SiteContext, useSite, type Site } from './site-context';
export { keptHtmlEvents } from './static-html';
