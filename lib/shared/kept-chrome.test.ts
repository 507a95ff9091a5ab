import { keptChromeLeftOut, withNavigationPageData } from './kept-chrome.mjs';
import { chromeLayout } from './kept-chrome.fixture';

const LEFT_OUT = { navigation: [], social_links: [], upcoming_webinars: [], past_webinars: [], latest_articles: [] };
const blocks = [{ id: '1', item: { __typename: 'block_hero', id: '8' }, html: '<section>Герой</section>' }];
const cached = () => ({
  lastModified: 1,
  value: { kind: 'PAGES', html: '<html>…</html>', pageData: { pageProps: { page: { path: '/', blocks }, layout: chromeLayout() } } },
});

describe("the kept chrome's data left out of what the browser is sent (lib/shared/kept-chrome.mjs)", () => {
  it('empties the menus, webinars, articles and social links, drops the count, keeps the globals', () => {
    const original = chromeLayout();
    expect(keptChromeLeftOut(original)).toEqual({ globals: original.globals, ...LEFT_OUT });
    expect(original.navigation).toHaveLength(1);
  });

  it("answers a cached page's navigation data without them, its HTML and blocks as they were", () => {
    const entry = cached();
    const { value } = entry;
    const answered = withNavigationPageData(entry);
    // The same entry and value: the cache handlers know an entry they answered by its identity.
    expect(answered).toBe(entry);
    expect(answered.value).toBe(value);
    expect(value.html).toBe('<html>…</html>');
    expect(value.pageData.pageProps.page.blocks).toBe(blocks);
    expect(value.pageData.pageProps.layout).toEqual({ globals: chromeLayout().globals, ...LEFT_OUT });
  });

  it('leaves a page data once: an answered entry is answered again as it is', () => {
    const entry = withNavigationPageData(cached());
    const pageData = entry.value.pageData;
    expect(withNavigationPageData(entry).value.pageData).toBe(pageData);
  });

  it('passes by misses, 404s, redirects, other kinds and pages without a layout', () => {
    expect(withNavigationPageData(null)).toBeNull();
    expect(withNavigationPageData(undefined)).toBeUndefined();
    const notFound = { lastModified: 1, value: null };
    expect(withNavigationPageData(notFound)).toEqual({ lastModified: 1, value: null });
    const redirect = { lastModified: 1, value: { kind: 'REDIRECT', props: { layout: chromeLayout() } } };
    expect(withNavigationPageData(redirect).value.props.layout.navigation).toHaveLength(1);
    const search = { lastModified: 1, value: { kind: 'PAGES', html: '', pageData: { pageProps: { results: [] } } } };
    const before = search.value.pageData;
    expect(withNavigationPageData(search).value.pageData).toBe(before);
  });
});
