// The `react-dom/client` of Next's browser entry (next.config.mjs): hydration in a transition
// (lib/chrome/hydrate-in-transition.ts) that first loads the code of the page's islands, found in
// the map of ./registry.ts and in the preview's (every page's layout holds the draft banner).
// Weak imports: the maps are in the scripts of the pages that render them (through
// ./render-blocks.tsx, the site's layout), which have run before the entry hydrates, and are taken
// from there without a request; a page without blocks does not carry the blocks' map.
import { hydrateInTransition } from '@/lib/chrome/hydrate-in-transition';
import type { Islands } from '@/lib/chrome/island';

const none = (): Islands => ({});

// Next reads it as a CommonJS module through its default-import helper.
export default hydrateInTransition(() =>
  Promise.all([
    import(/* webpackMode: "weak" */ './registry').then((m) => m.islands, none),
    import(/* webpackMode: "weak" */ '@/components/preview/preview-islands').then((m) => m.previewIslands, none),
  ]).then(([blocks, preview]) => ({ ...blocks, ...preview })),
);
