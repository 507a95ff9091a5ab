// The one map from a block's Directus collection to its component. Each block loads as its own
// chunk, so a page ships only the blocks it shows. The mapped type makes the map exhaustive: a
// block collection in the schema without a line here fails the type check.
// Whether a block has behaviour in the browser is stated beside this map, in ./static-blocks.ts:
// a block without (the hero, features, a table…) reaches visitors as its server HTML, carried in
// the page's props, with no chunk and no hydration (./render-static.tsx, ./render-blocks.tsx).
// The others, and every block in preview, are islands (lib/chrome/island.tsx): their chunks load before the page hydrates,
// found by the data-island mark render-blocks.tsx sets on each block. Each chunk is named after its
// block, so that the page's HTML can ask for it early (lib/chrome/island-scripts.ts).
import type { ComponentType } from 'react';
import { islands as islandsOf, type Islands } from '@/lib/chrome/island';
import { TableOfContents } from '@/components/layout/toc-island';
import type { PageBlockFragment } from '@/schema/generated/graphql';

export type BlockItem = NonNullable<PageBlockFragment['item']>;
export type BlockType = BlockItem['__typename'];
/** A block component's props: its generated fragment type (the union member without __typename). */
export type BlockProps<K extends BlockType> = { block: Omit<Extract<BlockItem, { __typename: K }>, '__typename'> };
type Registry = { [K in BlockType]: ComponentType<BlockProps<K>> };

export const registry = islandsOf({
  block_cta: () => import(/* webpackChunkName: "block_cta" */ './cta'),
  block_faq: () => import(/* webpackChunkName: "block_faq" */ './faq'),
  block_features: () => import(/* webpackChunkName: "block_features" */ './features'),
  block_hero: () => import(/* webpackChunkName: "block_hero" */ './hero'),
  block_lead_form: () => import(/* webpackChunkName: "block_lead_form" */ './lead-form'),
  block_logos: () => import(/* webpackChunkName: "block_logos" */ './logos'),
  block_media: () => import(/* webpackChunkName: "block_media" */ './media'),
  block_price_table: () => import(/* webpackChunkName: "block_price_table" */ './price-table'),
  block_rich_text: () => import(/* webpackChunkName: "block_rich_text" */ './rich-text'),
  block_stats: () => import(/* webpackChunkName: "block_stats" */ './stats'),
  block_steps: () => import(/* webpackChunkName: "block_steps" */ './steps'),
  block_success_stories: () => import(/* webpackChunkName: "block_success_stories" */ './success-stories'),
  block_table: () => import(/* webpackChunkName: "block_table" */ './table'),
  block_tabs: () => import(/* webpackChunkName: "block_tabs" */ './tabs'),
  block_trial_activation: () => import(/* webpackChunkName: "block_trial_activation" */ './trial-activation'),
}) satisfies Registry;

/**
 * Every island of a page by key: the blocks and the page view's contents list. Handed to what loads
 * them: the routes' getStaticProps (the server renders them at once) and the browser entry
 * (./hydrate.ts: the page's marked islands load before it hydrates).
 */
export const islands = { ...registry, toc: TableOfContents } satisfies Islands;
