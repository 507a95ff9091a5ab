// Every CMS page has one h1. The hero writes it; a page without a hero (the price pages start with
// their price table) gets it from its first block with a title, whose heading is then an h1 instead
// of an h2 (BlockHeading: ./section.tsx, and the blocks that write their own heading). Decided on the
// server from the page's data (./page-pipeline.ts), before static blocks become HTML
// (./render-static.tsx), and passed to the page (./render-blocks.tsx): the same block in the server's
// HTML and in the browser's hydration. The content health report found ten price pages without one.
import { createContext, useContext, type HTMLAttributes } from 'react';

/** The blocks' collection that writes its page's h1 itself. */
const WRITES_H1 = 'block_hero';

type Block = { id: string; item?: { __typename: string } | null } | null;

/** The id of the block that heads the page (its heading is the page's h1), or null when a hero does. */
export function headingBlockOf(blocks: readonly Block[] | null | undefined): string | null {
  const list = (blocks ?? []).filter((b): b is NonNullable<Block> => !!b?.item);
  if (list.some((b) => b.item!.__typename === WRITES_H1)) return null;
  const first = list.find((b) => {
    const title = (b.item as { title?: unknown }).title;
    return typeof title === 'string' && title.trim() !== '';
  });
  return first?.id ?? null;
}

/** Whether the block being rendered heads its page. */
export const PageHeadingBlock = createContext(false);

/** A block's own heading: h1 when the block heads its page, else h2. */
export function BlockHeading(props: HTMLAttributes<HTMLHeadingElement>) {
  return useContext(PageHeadingBlock) ? <h1 data-block-heading="" {...props} /> : <h2 {...props} />;
}
