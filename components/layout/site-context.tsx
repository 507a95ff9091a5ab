import { createContext, useContext } from 'react';

export type Site = {
  /** Directus asset endpoint as the browser reaches it. */
  assetsUrl: string;
  /** True in draft preview: unknown blocks and render errors are shown to the marketer. */
  preview: boolean;
  productName: string;
  /** The page's path within the site (`/archiving/`): where a lead button's link to its form's page says the visitor came from. */
  path?: string;
  /** The site's own address (`https://…`, no base path): for what must name a page in full (a calendar event's link). */
  siteUrl?: string;
};

export const SiteContext = createContext<Site>({ assetsUrl: '', preview: false, productName: '' });

export const useSite = () => useContext(SiteContext);
