// The page's contents list as an island (lib/chrome/island.tsx): server-rendered, but its code is
// its own chunk, loaded only by the pages that show one (its element is marked data-island="toc",
// its chunk is named so as well). One of the islands of blocks/registry.ts.
import { island } from '@/lib/chrome/island';
import type { TocSection } from '@/lib/chrome/toc';

export const TableOfContents = island<{ sections: TocSection[] }>('toc', () =>
  import(/* webpackChunkName: "toc" */ './table-of-contents').then((m) => ({ default: m.TableOfContents })),
);
