// Spec §7: the success stories block reads every published story of the site's language, newest
// first, so that a newly published story appears on its own. A marketer may still pin a story
// first or hide one: the block's own list holds those (blocks/success-stories/collection.mjs).
// The stories are read once per page render, for the pages that show the block, and attached to
// the block's item (./read-success-stories.ts, server only), so that the component only renders them.
import type { BlockSuccessStoriesFragment, SuccessStoryFragment } from '@/schema/generated/graphql';
import { present } from '@/lib/format/present';

export type Story = SuccessStoryFragment;
/** The block's item with the stories it shows, as the page's data carries it. */
export type SuccessStoriesBlock = BlockSuccessStoriesFragment & { stories?: Story[] };

/** Newest first; ISO dates compare as strings, and undated stories go last. */
export const newestFirst = <T extends { date?: string | null }>(stories: T[]) =>
  [...stories].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));

/**
 * The stories the block shows: the pinned ones first in the marketer's order, then every other
 * story of `all` newest first; hidden ones nowhere. A pinned story the reader may not see (a draft)
 * is not shown either (it comes back null).
 */
export function storiesToShow(items: BlockSuccessStoriesFragment['items'], all: Story[]): Story[] {
  const listed = present(items);
  const hidden = new Set(listed.filter((i) => i.placement === 'hide' && i.story).map((i) => i.story!.id));
  const pinned = present(listed.filter((i) => i.placement !== 'hide').map((i) => i.story)).filter((s) => !hidden.has(s.id));
  const first = new Set(pinned.map((s) => s.id));
  return [...pinned, ...newestFirst(all).filter((s) => !first.has(s.id) && !hidden.has(s.id))];
}
