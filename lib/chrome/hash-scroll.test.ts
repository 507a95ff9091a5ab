import type { Router } from 'next/router';
import { anchorTarget, holdAnchor, ANCHOR } from './hash-scroll';
import { bindNavigationScroll } from './scroll-on-navigation';

/** jsdom lays nothing out: the anchor's distance from the top is whatever the test says. */
function anchorAt(id: string) {
  const el = document.createElement('section');
  el.id = id;
  document.body.append(el);
  const state = { top: 0, scrolled: 0 };
  el.getBoundingClientRect = () => ({ top: state.top }) as DOMRect;
  el.scrollIntoView = () => {
    state.scrolled += 1;
    state.top = 0;
  };
  return state;
}

function fakeEvents() {
  const handlers = new Map<string, Array<(url: string) => void>>();
  return {
    on: (name: string, h: (url: string) => void) => handlers.set(name, [...(handlers.get(name) ?? []), h]),
    off: (name: string, h: (url: string) => void) =>
      handlers.set(
        name,
        (handlers.get(name) ?? []).filter((x) => x !== h),
      ),
    emit: (name: string, url: string) => (handlers.get(name) ?? []).forEach((h) => h(url)),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('anchorTarget', () => {
  it('finds the element a hash names, by id or by name, also in Cyrillic', () => {
    document.body.innerHTML = '<div id="faq"></div><a name="old-anchor"></a><div id="тарифы"></div>';
    expect(anchorTarget('#faq')?.id).toBe('faq');
    expect(anchorTarget('old-anchor')?.getAttribute('name')).toBe('old-anchor');
    expect(anchorTarget(`#${encodeURIComponent('тарифы')}`)?.id).toBe('тарифы');
    expect(anchorTarget('#')).toBeNull();
    expect(anchorTarget('#top')).toBeNull();
    expect(anchorTarget('#%E0%A4%A')).toBeNull();
  });
});

describe('holding the anchor while the page settles', () => {
  it('brings the anchor back each time something above it finishes loading', () => {
    const anchor = anchorAt('pricing');
    const release = holdAnchor('#pricing');
    // An image above the anchor got its height: the anchor moved 600 px down.
    anchor.top = 600;
    document.body.dispatchEvent(new Event('load'));
    expect(anchor.top).toBe(0);
    anchor.top = 350;
    window.dispatchEvent(new Event('load'));
    expect(anchor.top).toBe(0);
    release();
  });

  it('lets go as soon as the visitor scrolls, and after the page has been quiet', () => {
    jest.useFakeTimers();
    const anchor = anchorAt('pricing');
    holdAnchor('#pricing');
    window.dispatchEvent(new Event('wheel'));
    anchor.top = 600;
    document.body.dispatchEvent(new Event('load'));
    expect(anchor.top).toBe(600);

    const second = anchorAt('faq');
    holdAnchor('#faq');
    jest.advanceTimersByTime(ANCHOR.quietMs + 10);
    second.top = 400;
    window.dispatchEvent(new Event('load'));
    expect(second.top).toBe(400);
  });
});

describe('back and forward', () => {
  it('return to the position left even when the address has an anchor', () => {
    jest.useFakeTimers();
    anchorAt('faq');
    const events = fakeEvents();
    const unbind = bindNavigationScroll(events as unknown as Router['events']);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState({ key: 'k1' }, '');
    window.sessionStorage.setItem('__next_scroll_k1', JSON.stringify({ x: 0, y: 1234 }));
    window.dispatchEvent(new PopStateEvent('popstate'));
    events.emit('routeChangeComplete', '/ru/products/ecm/archiving/#faq');
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 1234);
    scrollTo.mockRestore();
    unbind();
  });
});
