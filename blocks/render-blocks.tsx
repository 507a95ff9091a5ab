import { Component, type ComponentType, type ReactNode } from 'react';
import { previewIslands } from '@/components/preview/preview-islands';
import type { PageBlockFragment } from '@/schema/generated/graphql';
import { useSite } from '@/components/site-context';
import { present } from '@/lib/format/present';
import { EditableBlock } from '@/components/preview/editable-block';
import { editable } from '@/lib/visual-editing/edit-attr';
import { registry, type BlockItem } from './registry';
import styles from './render-blocks.module.css';

// What a marketer sees in preview where a visitor sees nothing: an island whose code only previews load.
const PreviewNotice = previewIslands.preview_notice;

/** One block's render error must not take the whole page down. */
class BlockBoundary extends Component<{ name: string; preview: boolean; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    console.error(`Block ${this.props.name} failed to render: ${error.message}`);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.preview ? <PreviewNotice block={this.props.name} failed /> : null;
  }
}

function lookup(item: BlockItem): ComponentType<{ block: BlockItem }> | undefined {
  // The registry is exhaustive over the generated union; a collection added in Directus after the
  // last codegen arrives with a __typename the map does not have, hence the runtime check.
  return (registry as Partial<Record<string, ComponentType<{ block: BlockItem }>>>)[item.__typename];
}

export function RenderBlocks({ blocks }: { blocks: readonly (PageBlockFragment | null)[] | null }) {
  const { preview } = useSite();
  return (
    <>
      {present(blocks).map(({ id, collection, item }) => {
        // An item the reader may not see (a deleted or restricted block) comes back as null.
        if (!item) return null;
        const Block = lookup(item);
        if (!Block) return preview ? <PreviewNotice key={id} block={collection ?? ''} /> : null;
        return (
          <BlockBoundary key={id} name={item.__typename} preview={preview}>
            <EditableBlock.Provider value={{ collection: item.__typename, item: item.id }}>
              {/* In preview the whole block opens in the Visual Editor's drawer; its fields in place. */}
              <div
                id={'anchor' in item && item.anchor ? item.anchor : undefined}
                className={styles.block}
                // Which block's code the browser loads before it hydrates the page (lib/chrome/island.tsx).
                data-island={item.__typename}
                {...editable(preview, { collection: item.__typename, item: item.id }, undefined, 'drawer')}
              >
                <Block block={item} />
              </div>
            </EditableBlock.Provider>
          </BlockBoundary>
        );
      })}
    </>
  );
}
