// Blocks' rich text is cleaned where pages are read, on the server: the page data (and the HTML
// built from it) carries clean HTML, and block components render it as given, so that browsers
// never load the sanitizer (sanitize-html brings postcss and htmlparser2: about 70 kB gzipped).
import { HTML_FIELDS } from '@/schema/generated/html-fields';
import { sanitize } from './sanitize';
import { withShownFields } from '@/lib/cms/shown-fields';

type Row = Record<string, unknown>;

/** A copy of `item` (a row of `collection`) with its HTML fields cleaned, in its lists too. */
export function sanitizeItem<T>(collection: string, item: T): T {
  const fields = HTML_FIELDS[collection];
  if (!fields || !item || typeof item !== 'object') return item;
  const row: Row = { ...(item as Row) };
  for (const name of fields.html) if (typeof row[name] === 'string') row[name] = sanitize(row[name]);
  for (const [name, items] of Object.entries(fields.lists))
    if (Array.isArray(row[name])) row[name] = row[name].map((x: unknown) => sanitizeItem(items, x));
  return row as T;
}

/**
 * Page blocks (or A/B variant blocks) as pages carry them: each block's item with its rich text
 * cleaned and without the fields its admin form hides for it (lib/cms/shown-fields.ts).
 */
export function sanitizeBlocks<B extends { item?: { __typename: string } | null } | null>(blocks: readonly B[]): B[] {
  return blocks.map((b) => (b?.item ? { ...b, item: sanitizeItem(b.item.__typename, withShownFields(b.item.__typename, b.item)) } : b));
}
