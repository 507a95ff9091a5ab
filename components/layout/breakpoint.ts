// The width from which the header shows its full menu (site-header.module.css: 1010px) instead of
// the burger and the mobile menu.
export const DESKTOP = '(min-width: 1010px)';
/** The screens with the burger, where the mobile menu's code is preloaded with the page (pages/_document.tsx). */
export const NARROW = '(max-width: 1009.98px)';
