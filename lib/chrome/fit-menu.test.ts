/** @jest-environment jsdom */
import { fitMenu } from './fit-menu';

/** A nav as desktop-nav.tsx renders it, with items `width` px wide each (jsdom has no layout). */
function navOf(count: number, width: number, navWidth: number, moreWidth = 60) {
  const nav = document.createElement('nav');
  const entries = Array.from({ length: count }, (_, i) => `<li data-more-entry="${i}" hidden></li>`).join('');
  nav.innerHTML = `<ul>${'<li data-top=""></li>'.repeat(count)}<li data-more="" hidden><ul>${entries}</ul></li></ul>`;
  const list = nav.querySelector('ul')!;
  Object.defineProperty(nav, 'clientWidth', { get: () => navWidth, configurable: true });
  Object.defineProperty(list, 'clientWidth', { get: () => navWidth, configurable: true });
  Object.defineProperty(list, 'scrollWidth', {
    get: () =>
      [...list.querySelectorAll(':scope > li[data-top]')].filter((li) => !li.hasAttribute('data-overflowed')).length * width +
      (list.querySelector<HTMLElement>(':scope > li[data-more]')!.hidden ? 0 : moreWidth),
  });
  return nav;
}

const state = (nav: HTMLElement) => ({
  inBar: nav.querySelectorAll(':scope > ul > li[data-top]:not([data-overflowed])').length,
  more: !nav.querySelector<HTMLElement>('li[data-more]')!.hidden,
  underMore: [...nav.querySelectorAll<HTMLElement>('[data-more-entry]')].filter((e) => !e.hidden).map((e) => Number(e.dataset.moreEntry)),
});

describe('the header menu on one line', () => {
  it('shows every item and no «Ещё» when they fit', () => {
    const nav = navOf(5, 100, 600);
    fitMenu(nav);
    expect(state(nav)).toEqual({ inBar: 5, more: false, underMore: [] });
  });

  it('puts the last items that do not fit under «Ещё», leaving room for it', () => {
    const nav = navOf(7, 100, 600);
    fitMenu(nav);
    // 5 items and «Ещё» (560 px) fit in 600, 6 and «Ещё» (660) do not.
    expect(state(nav)).toEqual({ inBar: 5, more: true, underMore: [5, 6] });
  });

  it('brings items back when the bar grows, and does nothing while the nav is not shown', () => {
    const nav = navOf(7, 100, 600);
    fitMenu(nav);
    Object.defineProperty(nav, 'clientWidth', { get: () => 0, configurable: true });
    fitMenu(nav);
    expect(state(nav).inBar).toBe(5);
    const list = nav.querySelector('ul')!;
    Object.defineProperty(nav, 'clientWidth', { get: () => 800, configurable: true });
    Object.defineProperty(list, 'clientWidth', { get: () => 800, configurable: true });
    fitMenu(nav);
    expect(state(nav)).toEqual({ inBar: 7, more: false, underMore: [] });
  });
});
