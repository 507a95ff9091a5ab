// Page scroll locking shared by the popups (the mobile menu locks the page by its CSS): counted, so that closing one of two
// open layers does not unlock the page, and padded by the scrollbar width so nothing jumps. The
// body is padded here; elements fixed to the viewport's right edge (the header) pad themselves by
// the same width, given as --scroll-lock-gap on the root element.
let locks = 0;

export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const body = document.body;
  if (locks === 0) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) {
      body.style.paddingRight = `${scrollbar}px`;
      document.documentElement.style.setProperty('--scroll-lock-gap', `${scrollbar}px`);
    }
    body.classList.add('scroll-locked');
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      body.classList.remove('scroll-locked');
      body.style.paddingRight = '';
      document.documentElement.style.removeProperty('--scroll-lock-gap');
    }
  };
}

export const isScrollLocked = () => locks > 0;
