// Preview's entry for the page pipeline: what a marketer sees and a visitor never loads (the
// preview bar and notices, islands of their own: ./preview-islands.ts), and the Visual Editor's
// marks: which item a block edits (./editable-block.tsx) and the attributes that name it
// (lib/visual-editing/edit-attr.ts).
export { previewIslands } from './preview-islands';
export { EditableBlock } from './editable-block';
export { editable } from '@/lib/visual-editing/edit-attr';
