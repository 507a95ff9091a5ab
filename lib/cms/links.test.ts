import { linkHref } from './links';

describe('linkHref', () => {
  it("uses the chosen page's current path, with an anchor typed beside it", () => {
    expect(linkHref({ path: '/prices/' }, null)).toBe('/prices/');
    expect(linkHref({ path: '/elma-ai/' }, '#recognition')).toBe('/elma-ai/#recognition');
  });

  it('prefers the chosen page to an old typed path', () => {
    expect(linkHref({ path: '/new-name/' }, '/old-name/')).toBe('/new-name/');
  });

  it('uses the typed address without a page, or when the page cannot be read', () => {
    expect(linkHref(null, 'https://elma365.com/')).toBe('https://elma365.com/');
    expect(linkHref({ path: null }, ' /contacts/ ')).toBe('/contacts/');
    expect(linkHref(undefined, '')).toBeNull();
  });
});
