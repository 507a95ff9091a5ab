// The HTML of a page's static blocks (blocks/static-blocks.ts), made in the routes' getStaticProps and
// carried in the page's props: the server's HTML shows it, the browser keeps it without the
// block's code (./render-blocks.tsx), and a client-side navigation gets it in the page's data.
// Server only (react-dom/server): the routes call it from getStaticProps, which Next leaves out of
// the browser's scripts. The block code must be loaded first (loadIslands in the routes).
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import type { PageProps } from '@/lib/cms';
import { isStaticBlock, PageHeadingBlock, registry, type BlockItem } from '@/blocks';
import { SiteContext, type Site } from '@/components/layout';
import { FormPopupContext } from '@/components/forms';
import { present } from '@/lib/format/present';
import type { HeadTag, KeptItem, RenderedBlock, StaticBlockHtml } from '@/view/render-blocks';

// The page's forms provider (components/forms/forms-provider.tsx) is always there: with it a
// block's form button renders as a button (components/action-button.tsx), which the kept HTML's
// listener opens by its data-form.
const opensForms = () => undefined;

/** A static block's HTML and what it put into the document's head (the hero's image preload). */
export function staticBlockHtml(item: BlockItem, site: Site, prefix: string, headsPage = false): StaticBlockHtml {
  const Block = (registry as Partial<Record<string, (p: { block: BlockItem }) => ReactNode>>)[item.__typename];
  if (!Block) throw new Error(`No block ${item.__typename}`);
  // next/head's server side adds each <Head>'s children here (next/dist/shared/lib/side-effect.js).
  const mountedInstances = new Set<ReactNode>();
  // In a document of its own: what React moves into the head (its preload of an image with
  // fetchPriority high) goes there instead of before the block, as in the page.
  const document = renderToStaticMarkup(
    <html>
      {/* eslint-disable-next-line @next/next/no-head-element -- a document of its own, rendered to a string */}
      <head />
      <body>
        <HeadManagerContext.Provider value={{ mountedInstances, updateHead: () => undefined }}>
          <SiteContext.Provider value={site}>
            <FormPopupContext.Provider value={opensForms}>
              <PageHeadingBlock.Provider value={headsPage}>
                <Block block={item} />
              </PageHeadingBlock.Provider>
            </FormPopupContext.Provider>
          </SiteContext.Provider>
        </HeadManagerContext.Provider>
      </body>
    </html>,
    // Ids (useId) unique in the page although each block is rendered on its own.
    { identifierPrefix: prefix },
  );
  const html = document.slice(document.indexOf('<body>') + '<body>'.length, document.lastIndexOf('</body>'));
  const head = Children.toArray([...mountedInstances])
    .filter((el): el is ReactElement<Record<string, unknown>, string> => isValidElement(el) && typeof el.type === 'string')
    .map((el): HeadTag => ({ tag: el.type, key: String(el.key), props: el.props }));
  return head.length > 0 ? { html, head } : { html };
}

/** What the page keeps of a static block's item once it is HTML (see KeptItem). */
const kept = (item: BlockItem): KeptItem => ({
  __typename: item.__typename,
  id: item.id,
  ...('anchor' in item && item.anchor ? { anchor: item.anchor } : {}),
  ...('toc_title' in item && item.toc_title ? { toc_title: item.toc_title } : {}),
});

/**
 * The page's props with each static block's HTML in place of its data, of which only what the
 * browser still reads is kept: the HTML is in the page once, and its data is not sent a second
 * time in `__NEXT_DATA__` (or in a client-side navigation's page data). Previews are left as they are:
 * there every block hydrates, so that the Visual Editor's changes re-render it. A block that fails
 * to render is left out, as a block that fails in the browser is (./render-blocks.tsx).
 */
export function withStaticHtml<P extends Pick<PageProps, 'page' | 'preview' | 'assetsUrl' | 'layout' | 'headingBlock'>>(props: P): P {
  if (props.preview || !props.page.blocks) return props;
  const site: Site = {
    assetsUrl: props.assetsUrl,
    preview: false,
    productName: props.layout.globals?.product_name ?? '',
    path: props.page.path ?? undefined,
  };
  const blocks = present(props.page.blocks).map((b): RenderedBlock => {
    if (!b.item || !isStaticBlock(b.item.__typename)) return b;
    try {
      return { ...b, ...staticBlockHtml(b.item, site, `b${b.id}-`, b.id === props.headingBlock), item: kept(b.item) };
    } catch (error) {
      console.error(`Block ${b.item.__typename} failed to render: ${(error as Error).message}`);
      return { ...b, item: null };
    }
  });
  // Typed as the page's data still: what reads a static block's item reads only what is kept.
  return { ...props, page: { ...props.page, blocks: blocks as typeof props.page.blocks } };
}
