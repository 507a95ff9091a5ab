// A block that is a section under a heading: the heading is its first field and names it in the
// admin's lists (the page's blocks, the block's own collection).
import { block, f } from '../schema/model/dsl.mjs';

/**
 * @param {string} name
 * @param {Omit<Parameters<typeof block>[1], 'display_template'>} options
 */
export const headedBlock = (name, { fields, ...options }) =>
  block(name, { ...options, display_template: '{{title}}', fields: [f.string('title', { label: 'Заголовок' }), ...fields] });
