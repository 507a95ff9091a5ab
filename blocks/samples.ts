// What a block's `sample.ts` is made of: one block of its collection with every field filled, as a
// page's data brings it (the generated fragment's union member). The tests render the samples
// (./static-blocks.test.tsx, ./render-static.test.tsx; the list is ./static-blocks.fixtures.ts,
// generated from the folders). A static block needs one.
import type { BlockItem, BlockType } from './registry';

export type BlockSample<K extends BlockType> = Extract<BlockItem, { __typename: K }>;

/** A file of the CMS as the fragments read it (`...CmsImage`). */
export const sampleImage = (id: string) => ({ id, width: 800, height: 600, title: null, description: 'Картинка' });
/** A page chosen in a link field. */
export const samplePage = { path: '/archiving/' };
