// The properties schema.org types must carry for search engines to use them (Google Search
// Central's required properties for each rich result, plus schema.org's own `name`/`url` where
// Google requires none). Returns the problems found; an empty list means valid.
const REQUIRED: Record<string, string[]> = {
  Organization: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  Event: ['name', 'startDate', 'location'],
  VirtualLocation: ['url'],
  Article: ['headline', 'datePublished', 'author', 'image'],
  Person: ['name'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
};

export function structuredDataProblems(node: unknown, where = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => structuredDataProblems(n, `${where}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const type = typeof record['@type'] === 'string' ? record['@type'] : null;
  const missing = (type ? (REQUIRED[type] ?? []) : [])
    .filter(
      (k) => record[k] === undefined || record[k] === null || record[k] === '' || (Array.isArray(record[k]) && record[k].length === 0),
    )
    .map((k) => `${where} (${type}) lacks ${k}`);
  return [...missing, ...Object.entries(record).flatMap(([k, v]) => structuredDataProblems(v, `${where}.${k}`))];
}

/** Every JSON-LD object of an HTML page. */
export const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
