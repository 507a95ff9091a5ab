// A server-rendered component whose code is its own chunk (the blocks, the contents list), so a
// page's scripts carry only the line that loads it. What next/dynamic does, without its loader
// runtime in the pages' scripts (1.6 kB):
// - the server has every island's code before it renders a page (loaded as each is defined, and
//   getStaticProps awaits loadIslands(); the code is in the server's bundle, so that takes no time);
// - in the browser, the islands the server's HTML holds (elements marked data-island="key") are
//   loaded before the page hydrates (./hydrate-in-transition.ts), so they hydrate with it;
// - one the page gains later (a client-side navigation) renders once its chunk has arrived.
// Not React.lazy and Suspense: React streams a large page's Suspense boundaries apart, stitched
// together by inline scripts, which the CSP blocks.
import type { ComponentType } from 'react';
import { onDemand } from './on-demand';

const loaders = new Map<string, () => Promise<void>>();

/** Loads the islands with these keys, or all of them (the server); failures are left to the islands. */
export function loadIslands(keys: Iterable<string> = loaders.keys()): Promise<unknown> {
  return Promise.allSettled([...keys].map((key) => loaders.get(key)?.()));
}

/** The keys of the islands in the server's HTML. */
export const islandsIn = (root: ParentNode) =>
  new Set([...root.querySelectorAll<HTMLElement>('[data-island]')].map((el) => el.dataset.island!));

/** `key` names the island in its element's data-island attribute. */
export function island<P extends object>(key: string, load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Island = onDemand(() => load().then((m) => m.default));
  loaders.set(key, Island.preload);
  if (typeof window !== 'undefined') return Island;
  // The server starts loading each island's code as soon as it is defined (its chunks are files of
  // the server's bundle): pages that render an island outside the blocks (the preview's banner)
  // find it loaded, since each awaits its data first; the block pages await loadIslands() too.
  Island.preload().catch(() => undefined);
  return function ServerIsland(props: P) {
    if (!Island.loaded()) throw new Error(`Island ${key} rendered before loadIslands() had loaded it.`);
    return <Island {...props} />;
  };
}

/** Islands by key, one for each loader: a map of a component per key. */
export function islands<T extends Record<string, () => Promise<{ default: ComponentType<never> }>>>(
  loads: T,
): { [K in keyof T]: Awaited<ReturnType<T[K]>>['default'] } {
  return Object.fromEntries(Object.entries(loads).map(([key, load]) => [key, island(key, load)])) as never;
}
