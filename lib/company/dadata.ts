// DaData's party suggestions: POST { query, count } with "Authorization: Token <key>", answered with
// { suggestions: [{ value, unrestricted_value, data: { inn, kpp, ogrn, name, address: { value } } }] }.
import type { CompanyProvider, CompanySuggestion } from './types';

const TIMEOUT_MS = 3000;

type Party = {
  value?: string;
  unrestricted_value?: string;
  data?: { inn?: string; name?: { full_with_opf?: string }; address?: { value?: string; unrestricted_value?: string } };
};

export function dadataProvider(url: string, apiKey: string): CompanyProvider {
  return {
    name: 'dadata',
    async suggest(query, count) {
      const r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${apiKey}` },
        body: JSON.stringify({ query, count }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!r.ok) throw new Error(`DaData answered ${r.status}`);
      const body = (await r.json()) as { suggestions?: Party[] };
      return (body.suggestions ?? []).flatMap((s): CompanySuggestion[] =>
        s.value && s.data?.inn
          ? [
              {
                company: s.value,
                inn: s.data.inn,
                address: s.data.address?.value ?? '',
                fullName: s.data.name?.full_with_opf ?? s.unrestricted_value ?? s.value,
                data: s as Record<string, unknown>,
              },
            ]
          : [],
      );
    },
  };
}
