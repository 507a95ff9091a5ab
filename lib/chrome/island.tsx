// A server-rendered component whose code is its own chunk (the blocks, the contents list), so a
// page's scripts carry only the line that loads it. What next/dynamic does, without its loader
// runtime in the pages' scripts (1.6 kB):
// - the server has every island's code before it renders a page (loaded as each is defined, and the
//   route awaits loadIslands(islands); the code is in the server's bundle, so that takes no time);
// - in the browser, the islands the server's HTML holds (elements marked data-island="key") are
//   loaded before the page hydrates (./hydrate-in-transition.ts), so they hydrate with it;
// - one the page gains later (a client-side navigation) renders once its chunk has arrived.
// Nothing registers itself: the islands are one map by key (`islands` in blocks/registry.ts), which
// the routes and the browser entry (blocks/hydrate.ts) are handed.
// Not React.lazy and Suspense: React streams a large page's Suspense boundaries apart, stitched
// together by inline scripts, which the CSP blocks.
import type { ComponentType } from 'react';
import { onDemand } from './on-demand';

/** A component whose code loads on its own; `preload()` loads it ahead. */
export type Island<P> = ComponentType<P> & { preload(): Promise<void> };

/** Islands by key: the key is the island's data-island mark and its chunk's name (webpackChunkName). */
export type Islands = Readonly<Record<string, Pick<Island<never>, 'preload'>>>;

/** Loads the code of the islands with these keys (all of them by default); failures are left to the islands. */
export function loadIslands(islands: Islands, keys: Iterable<string> = Object.keys(islands)): Promise<unknown> {
  return Promise.allSettled([...keys].map((key) => islands[key]?.preload()));
}

/** The keys of the islands in the server's HTML. */
export const islandsIn = (root: ParentNode) =>
  new Set([...root.querySelectorAll<HTMLElement>('[data-island]')].map((el) => el.dataset.island!));

/** `key` names the island in its element's data-island attribute (and in the server's error). */
export function island<P extends object>(key: string, load: () => Promise<{ default: ComponentType<P> }>): Island<P> {
  const Island = onDemand(() => load().then((m) => m.default));
  if (typeof window !== 'undefined') return Island;
  // The server starts loading each island's code as soon as it is defined (its chunks are files of
  // the server's bundle): pages that render an island outside the blocks (the preview's banner)
  // find it loaded, since each awaits its data first; the block pages await loadIslands() too.
  Island.preload().catch(() => undefined);
  function ServerIsland(props: P) {
    if (!Island.loaded()) throw new Error(`Island ${key} rendered before loadIslands() had loaded it.`);
    return <Island {...props} />;
  }
  return Object.assign(ServerIsland, { preload: Island.preload });
}

/** Islands by key, one for each loader: a component per key, named by it. */
export function islands<T extends Record<string, () => Promise<{ default: ComponentType<never> }>>>(
  loads: T,
): { [K in keyof T]: Awaited<ReturnType<T[K]>>['default'] & Pick<Island<never>, 'preload'> } {
  return Object.fromEntries(Object.entries(loads).map(([key, load]) => [key, island(key, load)])) as never;
}
