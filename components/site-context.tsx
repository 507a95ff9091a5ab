import { createContext, useContext } from 'react';

export type FormKind = 'trial' | 'demo' | 'question' | 'questionComment' | 'partner' | 'download' | 'subscribe' | 'login';

export type Site = {
  /** Directus asset endpoint as the browser reaches it. */
  assetsUrl: string;
  /** True in draft preview: unknown blocks and render errors are shown to the marketer. */
  preview: boolean;
  productName: string;
  /** Opens a lead form in the popup; absent until the forms layer is mounted. */
  openForm?: (kind: FormKind) => void;
};

export const SiteContext = createContext<Site>({ assetsUrl: '', preview: false, productName: '' });

export const useSite = () => useContext(SiteContext);
