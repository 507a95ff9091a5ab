// The one map from a block's Directus collection to its component. Each block loads as its own
// chunk, so a page ships only the blocks it shows. The mapped type makes the map exhaustive: a
// block collection in the schema without a line here fails the type check.
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { PageBlockFragment } from '@/schema/generated/graphql';

export type BlockItem = NonNullable<PageBlockFragment['item']>;
export type BlockType = BlockItem['__typename'];
/** A block component's props: its generated fragment type (the union member without __typename). */
export type BlockProps<K extends BlockType> = { block: Omit<Extract<BlockItem, { __typename: K }>, '__typename'> };
type Registry = { [K in BlockType]: ComponentType<BlockProps<K>> };

export const registry: Registry = {
  block_cta: dynamic(() => import('./cta')),
  block_faq: dynamic(() => import('./faq')),
  block_features: dynamic(() => import('./features')),
  block_hero: dynamic(() => import('./hero')),
  block_lead_form: dynamic(() => import('./lead-form')),
  block_logos: dynamic(() => import('./logos')),
  block_media: dynamic(() => import('./media')),
  block_price_table: dynamic(() => import('./price-table')),
  block_rich_text: dynamic(() => import('./rich-text')),
  block_stats: dynamic(() => import('./stats')),
  block_steps: dynamic(() => import('./steps')),
  block_success_stories: dynamic(() => import('./success-stories')),
  block_table: dynamic(() => import('./table')),
  block_tabs: dynamic(() => import('./tabs')),
  block_trial_activation: dynamic(() => import('./trial-activation')),
};
