// Reading the success stories for the pages that show the block (server only; the order and the
// marketer's pins and hides are ./success-stories.ts).
import { SuccessStoriesDocument } from '@/schema/generated/graphql';
import { pageQuery } from '@/lib/cms/page-props';
import { visibility } from '@/lib/cms/visibility';
import { sharedRead } from '@/lib/cms/shared-reads';
import { storiesToShow, type SuccessStoriesBlock } from './success-stories';

type Block = { item?: { __typename: string } | null } | null;
const isStoriesItem = (item: unknown): item is SuccessStoriesBlock =>
  typeof item === 'object' && item !== null && (item as { __typename?: string }).__typename === 'block_success_stories';

/**
 * The blocks with the stories each success stories block shows; the others as they are. Reads the
 * stories only when there is such a block. A failed read leaves the list empty (spec §7), the
 * pinned stories still shown.
 */
export async function withSuccessStories<B extends Block>(blocks: readonly B[], preview: boolean): Promise<B[]> {
  if (!blocks.some((b) => isStoriesItem(b?.item))) return [...blocks];
  const { statuses, readAs } = visibility(preview);
  const read = () => pageQuery(SuccessStoriesDocument, { statuses }, readAs);
  // The same list for every page: read once while a revalidation regenerates them (lib/cms/shared-reads.ts).
  const result = await (readAs === 'public' ? sharedRead('success-stories', read) : read());
  const all = result.ok ? result.data.success_stories : [];
  return blocks.map((b) => (b && isStoriesItem(b.item) ? { ...b, item: { ...b.item, stories: storiesToShow(b.item.items, all) } } : b));
}
