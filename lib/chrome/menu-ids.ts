/** The menus of the Меню collection that the chrome shows; others are not shipped to pages. */
// Named for marketers by MENU_PLACES of collections/site/model.mjs: a menu added here is added there.
export const MENU_IDS = ['header', 'footer', 'footer-partners', 'footer-legal'] as const;
export type NavId = (typeof MENU_IDS)[number];

/** The `data-submenu` of the header's «Ещё» (lib/chrome/fit-menu.ts): item ids are numbers, so it names no item. */
export const MORE_ID = 'more';
