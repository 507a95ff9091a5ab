import { keptHtml, withoutKeptHtml } from './kept-html';
import { chromeLayout } from '@/lib/shared/kept-chrome.fixture';

const layout = chromeLayout();
const data = (blocks: unknown[]) => ({ page: '/[[...slug]]', props: { pageProps: { page: { path: '/', blocks }, layout } } });

describe('the page data a document carries (view/kept-html.ts)', () => {
  it("leaves out each static block's HTML and nothing else", () => {
    const island = { id: '2', item: { __typename: 'block_faq', id: '9', questions: [] } };
    const original = data([
      { id: '1', item: { __typename: 'block_hero', id: '8' }, html: '<section>Герой</section>', head: [] },
      island,
      null,
    ]);
    const written = withoutKeptHtml(original);
    expect(written.props.pageProps.page.blocks).toEqual([
      { id: '1', item: { __typename: 'block_hero', id: '8' }, html: '', head: [] },
      island,
      null,
    ]);
    // The props the page rendered with, and the page data of a client-side navigation, keep it.
    expect((original.props.pageProps.page.blocks[0] as { html: string }).html).toBe('<section>Герой</section>');
  });

  it('leaves out the data only the kept chrome shows (menus, webinars, articles, social links), not the globals', () => {
    const original = data([{ id: '2', item: { __typename: 'block_hero', id: '8', title: 'Черновик' } }]);
    const written = withoutKeptHtml(original);
    expect(written.props.pageProps.layout).toEqual({
      globals: layout.globals,
      navigation: [],
      social_links: [],
      upcoming_webinars: [],
      past_webinars: [],
      latest_articles: [],
    });
    expect(written.props.pageProps.page).toBe(original.props.pageProps.page);
    expect(original.props.pageProps.layout).toBe(layout);
    expect(layout.navigation).toHaveLength(1);
  });

  it('returns data without static blocks or a layout as it is', () => {
    const other = { page: '/search', props: { pageProps: { results: [] } } };
    expect(withoutKeptHtml(other)).toBe(other);
    const none = { page: '/_error', props: {} };
    expect(withoutKeptHtml(none)).toBe(none);
  });

  it("reads a block's HTML back from its element once, and keeps it for a return to the page", () => {
    document.body.innerHTML = '<div data-static-block="block_cta" data-kept-block="41"><section><h2>Попробуйте</h2></section></div>';
    expect(keptHtml('41', '')).toBe('<section><h2>Попробуйте</h2></section>');
    document.body.innerHTML = '';
    expect(keptHtml('41', '')).toBe('<section><h2>Попробуйте</h2></section>');
    // Data that brings the HTML (a client-side navigation) is taken as it is.
    expect(keptHtml('41', '<section>Новое</section>')).toBe('<section>Новое</section>');
    expect(keptHtml('42', '')).toBe('');
  });
});
