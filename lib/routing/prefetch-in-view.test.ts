/** @jest-environment jsdom */
import { EventEmitter } from 'node:events';
import { inAppTarget, prefetchLinksInView, PREFETCHES_AT_ONCE } from './prefetch-in-view';

const link = (href: string, attrs: Record<string, string> = {}) => {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
};

describe('in-view prefetch', () => {
  beforeEach(() => window.history.replaceState(null, '', '/ru/products/ecm/archiving/'));

  it('prefetches pages of this app only, by their path without the base path', () => {
    expect(inAppTarget(link('/ru/products/ecm/prices/'))).toBe('/prices/');
    expect(inAppTarget(link('/ru/products/ecm/search/?q=архив'))).toBe('/search/?q=%D0%B0%D1%80%D1%85%D0%B8%D0%B2');
    expect(inAppTarget(link('https://elma365.com/ru/'))).toBeNull();
    expect(inAppTarget(link('/ru/other/'))).toBeNull();
    expect(inAppTarget(link('/ru/products/ecm/sitemap.xml'))).toBeNull();
    // An API route is no page, and its GET may act (leaving the preview).
    expect(inAppTarget(link('/ru/products/ecm/api/preview/exit/'))).toBeNull();
    expect(inAppTarget(link('/ru/products/ecm/api'))).toBeNull();
    expect(inAppTarget(link('/ru/products/ecm/apis/'))).toBe('/apis/');
    expect(inAppTarget(link('/ru/products/ecm/prices/', { target: '_blank' }))).toBeNull();
    expect(inAppTarget(link('/ru/products/ecm/prices/', { download: '' }))).toBeNull();
    // A contents link points at the page shown.
    expect(inAppTarget(link('/ru/products/ecm/archiving/#faq'))).toBeNull();
    // The articles' index is the main site's (a redirect): it has no page data; the articles below it do.
    expect(inAppTarget(link('/ru/products/ecm/articles/'))).toBeNull();
    expect(inAppTarget(link('/ru/products/ecm/articles/contract-lifecycle/'))).toBe('/articles/contract-lifecycle/');
  });

  it('observes nothing on 2g or with data saver', () => {
    const observe = jest.fn();
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = jest.fn(() => ({ observe, disconnect: jest.fn() }));
    for (const c of [{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { effectiveType: '4g', saveData: true }]) {
      Object.defineProperty(navigator, 'connection', { value: c, configurable: true });
      prefetchLinksInView({ prefetch: jest.fn() })();
    }
    expect(window.IntersectionObserver).not.toHaveBeenCalled();
  });

  it('prefetches a few pages at a time, and none while a navigation loads', async () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g' }, configurable: true });
    let seen: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => undefined;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = jest.fn((callback) => {
      seen = callback;
      return { observe: jest.fn(), unobserve: jest.fn(), disconnect: jest.fn() };
    });
    // No requestIdleCallback in jsdom: the browser is "idle" after a timer.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    const pending = new Map<string, () => void>();
    const router = { prefetch: jest.fn((url: string) => new Promise<void>((resolve) => pending.set(url, resolve))) };
    const events = new EventEmitter();
    const stop = prefetchLinksInView(router, events);
    // The footer's links come into view at once.
    const footer = ['/news/', '/webinars/', '/prices/', '/contacts/', '/privacy/'];
    seen(footer.map((p) => ({ isIntersecting: true, target: link(`/ru/products/ecm${p}`) })));
    await settle();
    expect(router.prefetch.mock.calls.map(([url]) => url)).toEqual(footer.slice(0, PREFETCHES_AT_ONCE));

    // The visitor clicks: the navigation's own requests go first.
    events.emit('routeChangeStart');
    pending.get('/news/')?.();
    await settle();
    expect(router.prefetch).toHaveBeenCalledTimes(PREFETCHES_AT_ONCE);
    events.emit('routeChangeComplete');
    await settle();
    expect(router.prefetch.mock.calls.map(([url]) => url)).toEqual(footer.slice(0, PREFETCHES_AT_ONCE + 1));

    for (const url of footer) pending.get(url)?.();
    await settle();
    for (const url of footer) pending.get(url)?.();
    await settle();
    expect(router.prefetch.mock.calls.map(([url]) => url)).toEqual(footer);
    stop();
  });
});
