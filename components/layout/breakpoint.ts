// The width from which the header shows its full menu (site-header.module.css: 1010px) instead of
// the burger and the mobile menu.
export const DESKTOP = '(min-width: 1010px)';
