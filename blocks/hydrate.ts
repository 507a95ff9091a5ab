// The `react-dom/client` of Next's browser entry (next.config.mjs): hydration in a transition
// (lib/chrome/hydrate-in-transition.ts) that waits for the code of the page's islands, given here.
import { hydrateInTransition } from '@/lib/chrome/hydrate-in-transition';
import { islands } from './islands';

const client = hydrateInTransition(islands);
export const { createRoot, hydrateRoot } = client;
// Next reads it as a CommonJS module through its default-import helper.
export default client;
