import { isScrollLocked, lockScroll } from './scroll-lock';

describe('scroll lock', () => {
  it('keeps the page locked until every layer that locked it is closed', () => {
    const menu = lockScroll();
    const popup = lockScroll();
    expect(document.body).toHaveClass('scroll-locked');
    popup();
    expect(document.body).toHaveClass('scroll-locked');
    menu();
    menu(); // releasing twice does not unlock someone else's lock
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(isScrollLocked()).toBe(false);
  });
});
