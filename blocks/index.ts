// The blocks' entry for the page pipeline (pipeline/): each block's component, loaded as an island
// of its own (./registry.ts, generated from the block folders), whether it is kept as server HTML
// (./static-blocks.ts, generated), and which block is the page's heading (./page-heading.tsx).
// Browser-safe: the pipeline's block rendering runs in the browser too.
export { registry, islands, type BlockItem, type BlockType, type BlockProps } from './registry';
export { isStaticBlock, type StaticBlockType } from './static-blocks';
export { PageHeadingBlock, headingBlockOf } from './page-heading';
