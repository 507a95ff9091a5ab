// A block that is a section under a heading: the heading is its first field and names it in the
// admin's lists (the page's blocks, the block's own collection).
import { block, blockItems, f } from '../schema/model/dsl.mjs';

/**
 * @param {string} name
 * @param {Omit<Parameters<typeof block>[1], 'display_template'>} options
 */
export const headedBlock = (name, { fields, ...options }) =>
  block(name, { ...options, display_template: '{{title}}', fields: [f.string('title', { label: 'Заголовок' }), ...fields] });

/**
 * A headed block that is a list of items (questions, logos, figures, tabs): the block, with its
 * `items` shown in the admin as their own display template, and the items' collection.
 * @param {string} name
 * @param {{ icon: string, itemsLabel: string, item: Parameters<typeof blockItems>[2] }} options
 */
export const headedList = (name, { icon, itemsLabel, item }) => [
  headedBlock(name, { icon, fields: [f.o2m('items', { label: itemsLabel, template: item.display_template })] }),
  blockItems(`${name}_items`, name, item),
];
