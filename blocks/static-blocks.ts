// Which blocks have behaviour in the browser, stated once per block. A static block is HTML, links
// and buttons that open a lead form: its page carries its HTML (./render-static.tsx, in
// getStaticProps), and the browser keeps that HTML as it is (./render-blocks.tsx): no chunk is
// fetched, no component runs, nothing is hydrated. Its links navigate in the app and its form
// buttons open their form through one listener on the block (components/static-html.tsx). An island
// loads its chunk and hydrates (lib/chrome/island.tsx). In preview every block is an island, so
// that the Visual Editor's changes re-render it.
// The mapped type makes it exhaustive: a block collection in the schema without a line here fails
// the type check. ./static-blocks.test.tsx renders each static block and fails if it uses state,
// effects or refs, or binds a handler the kept HTML's listener does not stand in for.
// Server and tests only: the browser needs no list (a static block arrives with its HTML).
import type { BlockType } from './registry';

export type BlockBehaviour = 'static' | 'island';

export const BLOCK_BEHAVIOUR = {
  block_cta: 'static',
  // An accordion: each answer opens and closes.
  block_faq: 'island',
  block_features: 'static',
  block_hero: 'static',
  // The lead form: fields, validation, sending.
  block_lead_form: 'island',
  block_logos: 'static',
  // A video is a play button replaced by the provider's player.
  block_media: 'island',
  block_price_table: 'static',
  block_rich_text: 'static',
  block_stats: 'static',
  block_steps: 'static',
  // A carousel: the arrows scroll it.
  block_success_stories: 'island',
  block_table: 'static',
  // Tabs: arrows and clicks select a panel.
  block_tabs: 'island',
  // Runs the activation from the e-mail's link in the browser.
  block_trial_activation: 'island',
} as const satisfies Record<BlockType, BlockBehaviour>;

/** Whether blocks of this collection are kept as server HTML (false for a collection the build does not know). */
export const isStaticBlock = (typename: string): boolean =>
  (BLOCK_BEHAVIOUR as Partial<Record<string, BlockBehaviour>>)[typename] === 'static';

/** The collections whose blocks are kept as server HTML. */
export type StaticBlockType = { [K in BlockType]: (typeof BLOCK_BEHAVIOUR)[K] extends 'static' ? K : never }[BlockType];
