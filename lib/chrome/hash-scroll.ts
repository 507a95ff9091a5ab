// Navigation lands at the hash anchor when one is given, and stays there while the page settles.
// A fresh visit scrolls to the anchor as soon as the HTML is parsed, before images and late blocks
// above it have their height: each of them then pushes the anchor further down, and the visitor
// would stop short of it. So the anchor is held: whenever the page's size changes it is brought back
// to the top, until the visitor scrolls, clicks or types, or the page has been quiet for a second
// after loading with every image in (at most 10 s). After a client-side navigation the anchor's block may also appear a
// moment after the route is done (blocks are separate chunks): it is looked for first.
export const ANCHOR = { lookForMs: 2_000, quietMs: 1_000, holdAtMostMs: 10_000 } as const;

const INPUT_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** The element a hash names (by id, or like browsers by name), or null for none, `#` or `#top`. */
export function anchorTarget(hash: string, doc: Document = document): HTMLElement | null {
  const raw = hash.replace(/^#/, '');
  if (!raw || raw === 'top') return null;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    id = raw;
  }
  return doc.getElementById(id) ?? doc.getElementsByName(id)[0] ?? null;
}

/** How far the element is from where scrolling to it puts it (its scroll margin below the top). */
function offset(el: HTMLElement): number {
  const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  return el.getBoundingClientRect().top - margin;
}

/** Keeps `hash`'s element at the top while the layout settles; returns the release. */
export function holdAnchor(hash: string, win: Window = window): () => void {
  const doc = win.document;
  const align = () => {
    const el = anchorTarget(hash, doc);
    if (el && Math.abs(offset(el)) > 1) el.scrollIntoView();
  };
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const loaded = () => doc.readyState === 'complete';
  // Quiet: the page has loaded, no image is still on its way, and nothing changed size for a second.
  const settled = () => loaded() && Array.from(doc.images).every((img) => img.complete);
  const restartQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => (settled() ? release() : restartQuiet()), ANCHOR.quietMs);
  };
  const onResize = () => {
    align();
    restartQuiet();
  };
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(onResize);
  observer?.observe(doc.documentElement);
  if (doc.body) observer?.observe(doc.body);
  // Images finishing above the anchor (also those without a size, which change nothing observable
  // until laid out) and the page's own load.
  doc.addEventListener('load', onResize, true);
  win.addEventListener('load', onResize);
  const atMost = setTimeout(release, ANCHOR.holdAtMostMs);
  INPUT_EVENTS.forEach((name) => win.addEventListener(name, release, { passive: true, capture: true }));

  let released = false;
  function release() {
    if (released) return;
    released = true;
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(atMost);
    doc.removeEventListener('load', onResize, true);
    win.removeEventListener('load', onResize);
    INPUT_EVENTS.forEach((name) => win.removeEventListener(name, release, { capture: true }));
  }
  align();
  restartQuiet();
  return release;
}

let current: (() => void) | undefined;

/** After a navigation to `url`: find its anchor (it may render a moment later), then hold it. */
export function scrollToHashWhenReady(url: string, win: Window = window): void {
  current?.();
  current = undefined;
  const hash = url.split('#')[1];
  if (!hash) return;
  const until = Date.now() + ANCHOR.lookForMs;
  const look = () => {
    if (anchorTarget(hash, win.document)) current = holdAnchor(hash, win);
    else if (Date.now() < until) win.requestAnimationFrame(look);
  };
  win.requestAnimationFrame(look);
}
