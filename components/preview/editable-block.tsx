// Which block a component renders, for the Visual Editor's field attributes: RenderBlocks provides
// it, block components ask for `edit('title')` and get `data-directus` in preview, nothing otherwise.
import { createContext, useCallback, useContext } from 'react';
import { useSite } from '@/components/site-context';
import { editable, type EditTarget } from '@/lib/visual-editing/edit-attr';

export const EditableBlock = createContext<EditTarget | null>(null);

/** `edit(fields)`: props marking an element as the given fields of the current block (preview only). */
export function useEditable() {
  const { preview } = useSite();
  const target = useContext(EditableBlock);
  return useCallback((fields: string | string[]) => editable(preview, target, fields), [preview, target]);
}
