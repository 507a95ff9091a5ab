// The scripts a page's HTML carries (pages/_document.tsx, lib/chrome/boot-script.mjs): each is
// preloaded from the head; the page's own are also listed (`page-scripts`) for the boot script to
// evaluate after the first paint, while the chunks of its islands (and what loads right after
// hydration) are marked `data-chunk`, evaluated when the page asks for them.

/** The page's own scripts, in the order the boot script evaluates them. */
const pageList = (html: string): string[] =>
  JSON.parse(/<script id="page-scripts" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]');

/** The preloaded chunks: the islands' and the one loaded right after hydration. */
const chunkList = (html: string): string[] =>
  [...html.matchAll(/<link [^>]*\bdata-chunk=""[^>]*>/g)].map((m) => /\bhref="([^"]+)"/.exec(m[0])![1]!.replace(/&amp;/g, '&'));

/** The addresses in one of the page's script lists ([] if it has none). */
export const scriptList = (html: string, id: 'page-scripts' | 'island-scripts'): string[] =>
  id === 'page-scripts' ? pageList(html) : chunkList(html).filter((src) => !/\/(after_hydration|mobile_nav)\.[0-9a-f]+\.js$/.test(src));

/** Every script the page loads with it: its own, then its islands'. */
export const pageScripts = (html: string): string[] => [...scriptList(html, 'page-scripts'), ...scriptList(html, 'island-scripts')];

/** Every address the page's HTML preloads as a script. */
export const preloadedScripts = (html: string): string[] =>
  [...html.matchAll(/<link [^>]*\brel="preload"[^>]*>/g)]
    .filter((m) => /\bas="script"/.test(m[0]))
    .map((m) => /\bhref="([^"]+)"/.exec(m[0])![1]!.replace(/&amp;/g, '&'));
