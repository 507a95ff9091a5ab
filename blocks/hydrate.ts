// The `react-dom/client` of Next's browser entry (next.config.mjs): hydration in a transition
// (lib/chrome/hydrate-in-transition.ts) that first loads the code of the page's islands, found in
// the map of ./registry.ts. A weak import: the map is in the scripts of the pages that render
// islands (through ./render-blocks.tsx), which have run before the entry hydrates, and is taken
// from there without a request; a page without islands never asks for it and does not carry it.
import { hydrateInTransition } from '@/lib/chrome/hydrate-in-transition';

// Next reads it as a CommonJS module through its default-import helper.
export default hydrateInTransition(() => import(/* webpackMode: "weak" */ './registry').then((m) => m.islands));
