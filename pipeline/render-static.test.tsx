/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageProps } from '@/lib/cms/page-data';
import { SiteContext } from '@/components/layout/site-context';
import { FormPopupContext } from '@/components/forms/form-popup-context';
import { loadIslands } from '@/lib/chrome/island';
import { registry } from '@/blocks/registry';
import { RenderBlocks, type RenderedBlock } from '@/view/render-blocks';
import { withStaticHtml } from './render-static';
import { STATIC_BLOCK_FIXTURES } from '@/blocks/static-blocks.fixtures';

const site = { assetsUrl: 'https://cms.example', preview: false, productName: 'ЕСМ' };
const faq = { __typename: 'block_faq' as const, id: '30', anchor: null, toc_title: null, title: 'Вопросы', items: [] };
const blocks: RenderedBlock[] = [
  ...Object.values(STATIC_BLOCK_FIXTURES).map((item, i) => ({ id: String(i + 1), collection: item.__typename, item })),
  { id: '99', collection: 'block_faq', item: faq },
];
const props = (preview: boolean) =>
  ({
    page: { blocks },
    preview,
    assetsUrl: site.assetsUrl,
    layout: { globals: { product_name: site.productName } },
  }) as unknown as PageProps;

/** The page's blocks as the server renders them into the page's body, in the page's providers. */
const rendered = (list: readonly RenderedBlock[]) =>
  /<body>(.*)<\/body>/s.exec(
    renderToStaticMarkup(
      <html>
        {/* eslint-disable-next-line @next/next/no-head-element -- a document of its own, rendered to a string */}
        <head />
        <body>
          <SiteContext.Provider value={site}>
            <FormPopupContext.Provider value={() => undefined}>
              <RenderBlocks blocks={list} />
            </FormPopupContext.Provider>
          </SiteContext.Provider>
        </body>
      </html>,
    ),
  )![1]!;

beforeAll(() => loadIslands(registry));

describe('withStaticHtml', () => {
  it('gives each static block the HTML it renders as an island, and leaves the islands alone', () => {
    const out = withStaticHtml(props(false)).page.blocks as RenderedBlock[];
    expect(out.filter((b) => 'html' in b).map((b) => b.item!.__typename)).toEqual(Object.keys(STATIC_BLOCK_FIXTURES));
    expect(out.at(-1)).toBe(blocks.at(-1));
    // Visitors see the same HTML: only the marks differ, an island's or a kept block's (useId's ids get the block's prefix).
    const withoutIds = (html: string) =>
      html.replace(/ data-(island|static-block|kept-block)="[^"]+"/g, '').replace(/_[\w-]*R_\w*_/g, '_id_');
    expect(withoutIds(rendered(out))).toBe(withoutIds(rendered(blocks)));
    expect(rendered(out)).not.toContain('data-island="block_hero"');
  });

  it('carries what a block puts into the head: the hero image preload', () => {
    const hero = (withStaticHtml(props(false)).page.blocks as RenderedBlock[]).find(
      (b): b is Extract<RenderedBlock, { html: string }> => 'html' in b && b.item.__typename === 'block_hero',
    )!;
    expect(hero.head).toEqual([
      expect.objectContaining({ tag: 'link', props: expect.objectContaining({ rel: 'preload', as: 'image', fetchPriority: 'high' }) }),
    ]);
    expect(JSON.parse(JSON.stringify(hero))).toEqual(hero);
  });

  it('keeps ids unique across blocks', () => {
    const out = withStaticHtml(props(false)).page.blocks as RenderedBlock[];
    const table = out.find((b) => b.item?.__typename === 'block_table')!;
    expect('html' in table && table.html).toMatch(/id="_b\d+-R_/);
  });

  it("keeps of a static block's data only which block it is and its place in the contents", () => {
    const items = (withStaticHtml(props(false)).page.blocks as RenderedBlock[]).map((b) => b.item);
    const cta = items.find((i) => i?.__typename === 'block_cta');
    const { id, anchor, toc_title } = STATIC_BLOCK_FIXTURES.block_cta;
    expect(anchor && toc_title).toBeTruthy();
    expect(cta).toEqual({ __typename: 'block_cta', id, anchor, toc_title });
    // An island keeps all its data: its code renders it in the browser.
    expect(items.at(-1)).toBe(faq);
  });

  it('leaves a preview as it is: every block hydrates, for the Visual Editor', () => {
    const p = props(true);
    expect(withStaticHtml(p)).toBe(p);
  });
});
