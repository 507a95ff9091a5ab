// The chrome's entry for the page pipeline and the blocks' registry: the islands (code that loads
// and hydrates in the browser, named after its block or piece of chrome: ./island.tsx) and the
// page's contents list (./toc.ts). Browser-safe: the registry and the page view run in the browser.
export { islands, loadIslands, type Islands } from './island';
export { tocSections, type TocSection } from './toc';
