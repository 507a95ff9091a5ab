// The `data-directus` attribute the Directus Visual Editor reads (see @directus/visual-editing's
// setAttr: `collection:…;item:…;fields:a,b;mode:…`). Written here rather than imported, so that pages
// for visitors carry none of the library's code; only its type is used.
import type { EditConfig } from '@directus/visual-editing/types';

/** How lib/cms/version-read.ts marks the stand-in id of an item a content version adds. */
export const NEW_ITEM_PREFIX = 'new-';

export type EditTarget = Pick<EditConfig, 'collection' | 'item'>;

/** The attribute's value for an item (and optionally some of its fields). */
export function editAttr({ collection, item, fields, mode }: EditConfig): string {
  const parts = [`collection:${collection}`, `item:${item}`];
  if (fields?.length) parts.push(`fields:${fields.join(',')}`);
  if (mode) parts.push(`mode:${mode}`);
  return parts.join(';');
}

/**
 * Props that make an element editable in the Visual Editor: empty unless `on` (preview only), so
 * visitors' pages carry no attribute.
 */
export function editable(on: boolean, target: EditTarget | null, fields?: string | string[], mode?: EditConfig['mode']) {
  if (!on || !target || target.item === null || target.item === undefined) return {};
  // An item a content version adds has no id yet (lib/cms/version-read.ts): nothing to open.
  if (String(target.item).startsWith(NEW_ITEM_PREFIX)) return {};
  const list = fields === undefined ? undefined : Array.isArray(fields) ? fields : [fields];
  return { 'data-directus': editAttr({ ...target, fields: list, mode: mode ?? (list && list.length <= 2 ? 'popover' : 'drawer') }) };
}

/** components/preview/editable-block's `edit`: props marking fields of the current block, or of `item`. */
export type Edit = (fields: string | string[], item?: EditTarget) => ReturnType<typeof editable>;

/**
 * `edit` for the items of one of a block's item collections (its cards, steps, plans):
 * `editItem(card.id, 'title')` marks the card's title, so a click opens that card, not the whole block.
 */
export function itemEditor(edit: Edit, collection: string) {
  return (item: EditTarget['item'], fields: string | string[]) => edit(fields, { collection, item });
}
