// Table-of-contents sections of a page: every block with a contents title and an anchor.
import type { PageRecord } from '@/lib/cms/page-data';
import { present } from '@/lib/format/present';

export type TocSection = { title: string; href: string; children: { title: string; href: string }[] };

export function tocSections(page: Pick<PageRecord, 'blocks'>): TocSection[] {
  const sections: TocSection[] = [];
  for (const { item } of present(page.blocks)) {
    if (!item || !('toc_title' in item) || !item.toc_title || !item.anchor) continue;
    sections.push({ title: item.toc_title, href: `#${item.anchor}`, children: [] });
  }
  return sections;
}
