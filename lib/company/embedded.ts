// The default without a DaData key: the `companies` collection in Directus (see companies.graphql
// for why the query comes in four spellings).
import { SearchCompaniesByInnDocument, SearchCompaniesDocument, type RegistryCompanyFragment } from '@/schema/generated/graphql';
import { leadCall } from '@/lib/cms/write';
import type { CompanyProvider, CompanySuggestion } from './types';

const toSuggestion = (c: RegistryCompanyFragment): CompanySuggestion => ({
  company: c.name ?? '',
  inn: c.inn ?? '',
  address: c.address ?? '',
  fullName: c.full_name ?? c.name ?? '',
  // The same shape DaData gives, so the CRM reads da_data alike from both providers.
  data: {
    value: c.name,
    data: { inn: c.inn, kpp: c.kpp, ogrn: c.ogrn, name: { full_with_opf: c.full_name }, address: { value: c.address } },
  },
});

export const embeddedProvider: CompanyProvider = {
  name: 'embedded',
  async suggest(query, limit) {
    if (/^\d+$/.test(query)) return (await leadCall(SearchCompaniesByInnDocument, { inn: query, limit })).companies.map(toSuggestion);
    const lower = query.toLowerCase();
    const variables = { q1: query, q2: lower, q3: query.toUpperCase(), q4: lower.charAt(0).toUpperCase() + lower.slice(1), limit };
    return (await leadCall(SearchCompaniesDocument, variables)).companies.map(toSuggestion);
  },
};
