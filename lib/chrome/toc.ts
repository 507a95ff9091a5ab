// Table-of-contents sections of a page: every block with a contents title and an anchor.
import type { PageRecord } from '@/lib/cms/page-data';
import { present } from '@/lib/format/present';

export type TocSection = { title: string; href: string; children: { title: string; href: string }[] };

/**
 * Each link names the page itself with the anchor (`/archiving/#lifecycle`), not a bare `#anchor`:
 * links are rendered under the base path, where a bare hash would point at the home page for a
 * ctrl-click, "copy link" or a crawler. A same-page link with a hash scrolls without any script.
 */
export function tocSections(page: Pick<PageRecord, 'blocks' | 'path'>): TocSection[] {
  const path = page.path ?? '/';
  const sections: TocSection[] = [];
  for (const { item } of present(page.blocks)) {
    if (!item || !('toc_title' in item) || !item.toc_title || !item.anchor) continue;
    sections.push({ title: item.toc_title, href: `${path}#${item.anchor}`, children: [] });
  }
  return sections;
}

/** The anchor a contents link scrolls to (`lifecycle` of `/archiving/#lifecycle`), or null. */
export const anchorOf = (href: string): string | null => {
  const hash = href.split('#')[1];
  return hash ? hash : null;
};
