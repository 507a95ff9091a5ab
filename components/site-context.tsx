import { createContext, useContext } from 'react';

export type Site = {
  /** Directus asset endpoint as the browser reaches it. */
  assetsUrl: string;
  /** True in draft preview: unknown blocks and render errors are shown to the marketer. */
  preview: boolean;
  productName: string;
};

export const SiteContext = createContext<Site>({ assetsUrl: '', preview: false, productName: '' });

export const useSite = () => useContext(SiteContext);
