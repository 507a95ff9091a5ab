import { Component, createElement, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import Head from 'next/head';
import type { PageBlockFragment } from '@/schema/generated/graphql';
import { PageHeadingBlock, registry, type BlockItem, type BlockType } from '@/blocks';
import { keptHtmlEvents, useSite } from '@/components/layout';
import { addFormDialog, PageFormDialogs, isLeadFormKind, useOpenForm, type FormKind } from '@/components/forms';
import { EditableBlock, editable, previewIslands } from '@/components/preview';
import { present } from '@/lib/format/present';
import { keptHtml } from './kept-html';

/** An element a static block put into the document's head (next/head), as the page's data carries it. */
export type HeadTag = { tag: string; key: string; props: Record<string, unknown> };

/** A static block's HTML (./render-static.tsx), in place of its data in the page's props. */
export type StaticBlockHtml = { html: string; head?: HeadTag[] };

/**
 * What the page's props keep of a static block's item beside its HTML: which block it is, and its
 * place in the page's contents (lib/chrome/toc.ts). Nothing else of it is read once it is HTML.
 */
export type KeptItem = Pick<BlockItem, '__typename' | 'id'> & { anchor?: string | null; toc_title?: string | null };

/** A page's block as the props bring it: its data, or (a static block) its HTML and what is kept of its data. */
export type RenderedBlock = PageBlockFragment | (Omit<PageBlockFragment, 'item'> & { item: KeptItem } & StaticBlockHtml);

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

/** The lead forms the buttons in a static block's HTML open (components/forms/form-button.tsx), named on the server. */
function useFormDialogsOf(html: string) {
  const forms = useContext(PageFormDialogs);
  if (forms)
    for (const [, kind] of html.matchAll(/data-action="open-form" data-form="([\w-]+)"/g))
      if (isLeadFormKind(kind)) addFormDialog(forms, { kind });
}

/**
 * A static block (blocks/static-blocks.ts): its HTML as the page's data brings it, which React leaves as
 * it is when hydrating (dangerouslySetInnerHTML), so the block's code is never loaded. Its links and
 * form buttons act through listeners on the wrapper, as the header's do.
 */
function KeptBlock({
  blockId,
  id,
  type,
  html: given,
  head,
  mark,
}: { blockId: string; id: string | undefined; type: string; mark?: typeof CHANGED } & StaticBlockHtml) {
  // On the first page the document's data leaves the HTML out: it is read from the element (./kept-html.ts).
  const html = keptHtml(blockId, given);
  useEffect(() => {
    // `next dev` (npm run dev) injects a CSS module's rules from the module's script, which a static
    // block never loads: there the block would show unstyled, so its script is loaded for its styles.
    // A production build has every block's CSS in the page's one stylesheet (next.config.mjs) and
    // leaves this branch out.
    if (process.env.NODE_ENV === 'development') registry[type as BlockType]?.preload().catch(() => undefined);
  }, [type]);
  const openForm = useOpenForm();
  // The block's lead buttons: their forms come with the page as dialogs (components/forms/form-dialogs.tsx).
  useFormDialogsOf(html);
  // The server wrote only known kinds there (components/action-button.tsx).
  const events = keptHtmlEvents({ 'open-form': (button) => openForm?.(button.dataset.form as FormKind, button) });
  return (
    <>
      {head && <Head>{head.map(({ tag, key, props }) => createElement(tag, { ...props, key }))}</Head>}
      <div id={id} data-static-block={type} data-kept-block={blockId} {...mark} {...events} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

/**
 * A block a release changes, in the release's preview (lib/cms/page-data.ts: changedBlocks): outlined,
 * with an inline style, so that it shows in the admin's before/after too, where the page's scripts do
 * not run (cms/extensions/release-compare).
 */
const CHANGED = {
  'data-release-changed': '',
  title: 'Изменено в релизе',
  style: { outline: '3px dashed #e8590c', outlineOffset: '-3px' },
} as const;

/**
 * `headingBlock`: the block whose heading is the page's h1 (blocks/page-heading.tsx); static ones have it
 * in their HTML already. `changed`: the ids of the blocks a release's preview outlines.
 */
export function RenderBlocks({
  blocks,
  headingBlock = null,
  changed,
}: {
  blocks: readonly (RenderedBlock | null)[] | null;
  headingBlock?: string | null;
  changed?: readonly string[];
}) {
  const { preview } = useSite();
  const mark = (id: string) => (preview && changed?.includes(id) ? CHANGED : undefined);
  return (
    <>
      {present(blocks).map((block) => {
        const anchor = block.item && 'anchor' in block.item && block.item.anchor ? block.item.anchor : undefined;
        if ('html' in block)
          return (
            <KeptBlock
              key={block.id}
              blockId={String(block.id)}
              id={anchor}
              type={block.item.__typename}
              html={block.html}
              head={block.head}
              mark={mark(String(block.id))}
            />
          );
        const { id, collection, item } = block;
        // An item the reader may not see (a deleted or restricted block) comes back as null.
        if (!item) return null;
        const Block = lookup(item);
        if (!Block) return preview ? <PreviewNotice key={id} block={collection ?? ''} /> : null;
        return (
          <BlockBoundary key={id} name={item.__typename} preview={preview}>
            <EditableBlock.Provider value={{ collection: item.__typename, item: item.id }}>
              {/* In preview the whole block opens in the Visual Editor's drawer; its fields in place. */}
              <div
                id={anchor}
                // Which block's code the browser loads before it hydrates the page (lib/chrome/island.tsx).
                data-island={item.__typename}
                {...editable(preview, { collection: item.__typename, item: item.id }, undefined, 'drawer')}
                {...mark(String(id))}
              >
                <PageHeadingBlock.Provider value={id === headingBlock}>
                  <Block block={item} />
                </PageHeadingBlock.Provider>
              </div>
            </EditableBlock.Provider>
          </BlockBoundary>
        );
      })}
    </>
  );
}
