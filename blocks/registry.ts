// The one map from a block's Directus collection to its component. Each block loads as its own
// chunk, so a page ships only the blocks it shows. The mapped type makes the map exhaustive: a
// block collection in the schema without a line here fails the type check.
// The blocks are islands (lib/chrome/island.tsx): their chunks load before the page hydrates,
// found by the data-island mark render-blocks.tsx sets on each block.
import type { ComponentType } from 'react';
import { islands } from '@/lib/chrome/island';
import type { PageBlockFragment } from '@/schema/generated/graphql';

export type BlockItem = NonNullable<PageBlockFragment['item']>;
export type BlockType = BlockItem['__typename'];
/** A block component's props: its generated fragment type (the union member without __typename). */
export type BlockProps<K extends BlockType> = { block: Omit<Extract<BlockItem, { __typename: K }>, '__typename'> };
type Registry = { [K in BlockType]: ComponentType<BlockProps<K>> };

export const registry: Registry = islands({
  block_cta: () => import('./cta'),
  block_faq: () => import('./faq'),
  block_features: () => import('./features'),
  block_hero: () => import('./hero'),
  block_lead_form: () => import('./lead-form'),
  block_logos: () => import('./logos'),
  block_media: () => import('./media'),
  block_price_table: () => import('./price-table'),
  block_rich_text: () => import('./rich-text'),
  block_stats: () => import('./stats'),
  block_steps: () => import('./steps'),
  block_success_stories: () => import('./success-stories'),
  block_table: () => import('./table'),
  block_tabs: () => import('./tabs'),
  block_trial_activation: () => import('./trial-activation'),
});
