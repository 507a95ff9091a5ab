// A CMS page as its routes show it (pages/[[...slug]].tsx, pages/prices/…): the page view
// (components/page-view.tsx) with the page's blocks in it. Composed here, above both, so that
// components never import blocks.
import type { PageProps } from '@/lib/cms/page-data';
import { PageView } from '@/components/page-view';
import { RenderBlocks } from './render-blocks';

export function BlockPage(props: PageProps) {
  return (
    <PageView {...props}>
      <RenderBlocks blocks={props.page.blocks} headingBlock={props.headingBlock} changed={props.changedBlocks} />
    </PageView>
  );
}
