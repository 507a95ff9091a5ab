// A static block's HTML is in the document once. The page data the document carries
// (`__NEXT_DATA__`, written by pages/_document.tsx) leaves it out, and the block reads it back from
// its own element (`data-kept-block`, ./render-blocks.tsx) as the page hydrates: the same HTML twice
// made up a third of the home page's data (7 of 23 kB). The page data of a client-side navigation
// (`/_next/data/…`) still brings it, since there is no element to read then.
// The same holds for the chrome: it is kept HTML, and the document's page data leaves out its data
// (lib/shared/kept-chrome.mjs; about half of every page's data).

import { keptChromeLeftOut } from '@/lib/shared/kept-chrome.mjs';

type PageData = { props?: { pageProps?: object } };
const isKept = (block: unknown): block is { html: string } => !!block && typeof (block as { html?: unknown }).html === 'string';

/** The page data for the document: each static block's HTML left out (an empty string), and the kept chrome's data. */
export function withoutKeptHtml<T extends PageData>(data: T): T {
  const pageProps = data.props?.pageProps as { page?: { blocks?: unknown }; layout?: object } | undefined;
  if (!pageProps) return data;
  const blocks = pageProps.page?.blocks;
  const keptBlocks = Array.isArray(blocks) && blocks.some(isKept);
  if (!keptBlocks && !pageProps.layout) return data;
  const written: typeof pageProps = { ...pageProps };
  if (keptBlocks) written.page = { ...pageProps.page, blocks: blocks.map((b: unknown) => (isKept(b) ? { ...b, html: '' } : b)) };
  if (pageProps.layout) written.layout = keptChromeLeftOut(pageProps.layout);
  return { ...data, props: { ...data.props, pageProps: written } };
}

/**
 * Block id → the HTML read from the document. Next may render the first page again from the data
 * the document brought (a return to it), when the element read is gone.
 */
const readFromDocument = new Map<string, string>();

/** A static block's HTML: the page data's, or, where the document's data left it out, its element's. */
export function keptHtml(blockId: string, html: string): string {
  if (html || typeof document === 'undefined') return html;
  let found = readFromDocument.get(blockId);
  if (found === undefined) {
    found = document.querySelector(`[data-kept-block="${CSS.escape(blockId)}"]`)?.innerHTML ?? '';
    readFromDocument.set(blockId, found);
  }
  return found;
}
