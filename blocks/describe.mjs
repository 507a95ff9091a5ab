// What a block folder says about its block (blocks/<name>/block.mjs): the one place for its
// catalogue text, its behaviour in the browser and its Visual Editor marks. scripts/block-codegen.mjs
// reads every folder's descriptor and writes the lists that used to be edited by hand: the registry,
// the static/island map, the fixtures list, the catalogue and the page-blocks fragment.

/**
 * @typedef {object} BlockDescriptor
 * @property {string} collection The block's Directus collection (`block_<name>`, underscores).
 * @property {string} label The block's name in the admin app and the catalogue (Russian).
 * @property {string} purpose What the block is for, in the marketers' words: the collection's note
 *   in the admin and the catalogue's text (pages/block-catalogue.tsx).
 * @property {number} order Its place in the catalogue (smaller first).
 * @property {'static' | 'island'} behaviour `static`: the page carries its server HTML, no chunk,
 *   no hydration; it needs a `sample.ts` (blocks/static-blocks.test.tsx renders it and fails on
 *   state, effects or handlers). `island`: its chunk loads and hydrates (a form, an accordion…).
 * @property {string[]} editable The block's fields its component marks for the Visual Editor:
 *   `edit('field')` or `edit(['a', 'b'])` (useEditable), or the heading and intro BlockSection
 *   marks when given `title` and `text`. [] when it marks none (the editor then opens the block as a
 *   whole). Items of a list are marked as items of their own collection (`edit('title', item)`), a
 *   click opens that item's field; they are not listed here. blocks/descriptors.test.ts checks this
 *   against the component.
 * @property {Record<string, unknown>} [pictureSample] Content for the block's pictures (the
 *   catalogue's, scripts/block-screenshots.mjs, and its visual baseline) when no published page of
 *   the seed shows the block: the fields of an item of its collection, put on a draft page made for
 *   the pictures. A picture field is left out: whoever makes the picture uploads one (`image`).
 */

/**
 * Types a block's descriptor (nothing else: the descriptor is plain data).
 * @param {BlockDescriptor} descriptor
 * @returns {BlockDescriptor}
 */
export const describeBlock = (descriptor) => descriptor;
