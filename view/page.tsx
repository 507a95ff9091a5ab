// A CMS page as its routes show it (pages/[[...slug]].tsx, pages/prices/…): the page view
// (./page-view.tsx: head, chrome) with the page's blocks (./render-blocks.tsx) in it.
import type { PageProps } from '@/lib/cms';
import { PageView } from './page-view';
import { RenderBlocks } from './render-blocks';

export function BlockPage(props: PageProps) {
  return (
    <PageView {...props}>
      <RenderBlocks blocks={props.page.blocks} headingBlock={props.headingBlock} changed={props.changedBlocks} />
    </PageView>
  );
}
