import { env } from '@/lib/env';
import { dadataProvider } from './dadata';
import { embeddedProvider } from './embedded';
import type { CompanyProvider } from './types';

/** DaData when a key is configured, the embedded registry otherwise. */
export const companyProvider = (): CompanyProvider =>
  env.DADATA_API_KEY ? dadataProvider(env.DADATA_SUGGEST_URL, env.DADATA_API_KEY) : embeddedProvider;

export type { CompanySuggestion } from './types';
