// DaData's suggest/party contract: POST { query, count } with "Authorization: Token <key>";
// answers { suggestions: [{ value, unrestricted_value, data: { inn, kpp, ogrn, name, address } }] }.
import { json, startFake } from './fake-server';

export const DADATA_KEY = 'test-dadata-key';

const PARTIES = [
  {
    value: 'ООО "РОМАШКА"',
    unrestricted_value: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА"',
    data: {
      inn: '7701234567',
      kpp: '770101001',
      ogrn: '1027700000001',
      type: 'LEGAL',
      name: { full_with_opf: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА"', short_with_opf: 'ООО "РОМАШКА"' },
      address: { value: 'г Москва, ул Тверская, д 1', unrestricted_value: '125009, г Москва, ул Тверская, д 1' },
    },
  },
];

export function startFakeDadata() {
  const queries: string[] = [];
  const server = startFake((req, res, body) => {
    if (req.headers.authorization !== `Token ${DADATA_KEY}`) return json(res, 403, { message: 'Forbidden' });
    const { query } = JSON.parse(body) as { query: string; count: number };
    queries.push(query);
    const q = query.toLowerCase();
    json(res, 200, { suggestions: PARTIES.filter((p) => p.value.toLowerCase().includes(q) || p.data.inn.startsWith(q)) });
  });
  return { server, queries };
}
