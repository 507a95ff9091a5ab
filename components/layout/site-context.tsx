import { createContext, useContext } from 'react';

export type Site = {
  /** Directus asset endpoint as the browser reaches it. */
  assetsUrl: string;
  /** True in draft preview: unknown blocks and render errors are shown to the marketer. */
  preview: boolean;
  productName: string;
  /** The page's path within the site (`/archiving/`): where a lead button's link to its form's page says the visitor came from. */
  path?: string;
};

export const SiteContext = createContext<Site>({ assetsUrl: '', preview: false, productName: '' });

export const useSite = () => useContext(SiteContext);
