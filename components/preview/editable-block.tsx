// Which block a component renders, for the Visual Editor's field attributes: RenderBlocks provides
// it, block components ask for `edit('title')` and get `data-directus` in preview, nothing otherwise.
// A block's items (cards, questions, logos, tabs, rows) are items of their own collection: `edit`
// takes that item as its second argument, so a click on a card's text opens that card's field, not
// the whole block.
import { createContext, useCallback, useContext } from 'react';
import { useSite } from '@/components/layout/site-context';
import { editable, type EditTarget } from '@/lib/visual-editing/edit-attr';

export const EditableBlock = createContext<EditTarget | null>(null);

/**
 * `edit(fields)`: props marking an element as the given fields of the current block (preview only);
 * `edit(fields, item)`: as fields of another item, e.g. `{ collection: 'block_features_items', item: card.id }`.
 */
export function useEditable() {
  const { preview } = useSite();
  const target = useContext(EditableBlock);
  return useCallback((fields: string | string[], item?: EditTarget) => editable(preview, item ?? target, fields), [preview, target]);
}
