// Next's ISR cache of the default profile (`npm start`, one site process; next.config.mjs): Next's
// own file-system cache (the pages the build prerendered, served from disk, and those regenerated
// since, in memory and on disk), with "every page changed at" (./every-page-mark.mjs): a page cached
// before a change that reaches every page is a miss, rendered afresh on the request. The mark lives
// in this process, which is the one the revalidation route runs in. A page's data for client-side
// navigations is answered without the kept chrome's (./kept-chrome.mjs). What it serves and stores
// for the requests no proxy has routed is the site's decision (./routed-cache.mjs). A cached page's
// HTML is kept as bytes (`withHtmlBytes`).
//
// Subclasses the pinned Next version's class (package.json pins next exactly): its module path is
// internal, and `npm run build` fails at once if it moves.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { begunBeforeMark, isOldPageKeptOn, noteStored, servedEntry } from './every-page-mark.mjs';
import { withNavigationPageData } from './kept-chrome.mjs';
import { keepsAnswer, servesStored } from './routed-cache.mjs';

// Node's import of that CommonJS module gives its exports object; TypeScript, its default export.
/** @type {typeof fileSystemCache} */
const FileSystemCache = /** @type {any} */ (fileSystemCache).default ?? fileSystemCache;

/**
 * Next sends a cached page's HTML string with `res.end`, and Node encodes the string to UTF-8
 * into freshly allocated memory on every request. For the home page (107 kB, Russian text) that
 * was about a third of the CPU a cached page cost (2,345 → 1,510 µs a request,
 * scripts/bench-next-start.mjs). So the entry Next keeps in its memory cache takes the bytes,
 * once per version of the page, and Next writes them as they are, with their Content-Length
 * (scripts/patch-next.mjs; unpatched Next streams bytes, chunked). The entry is changed in place,
 * so every holder of it has the bytes: Next storing it again when a regeneration fails (its file
 * and memory cache take bytes as well as text), and the old page served in place of a failed
 * render (lib/revalidate/stale-page.ts).
 */
function withHtmlBytes(entry) {
  const value = entry?.value;
  if (value?.kind === 'PAGES' && typeof value.html === 'string') value.html = Buffer.from(value.html);
  return entry;
}

export default class MarkAwareFileSystemCache extends FileSystemCache {
  async get(key, ctx) {
    if (!(await servesStored(key))) return null;
    return withHtmlBytes(withNavigationPageData(servedEntry(key, await super.get(key, ctx))));
  }

  async set(key, data, ctx) {
    if (!(await keepsAnswer(key, data))) return;
    if (begunBeforeMark(key) || isOldPageKeptOn(data)) return;
    await super.set(key, data, ctx);
    noteStored(key);
  }
}
