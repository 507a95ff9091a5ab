/**
 * The entries of a list-of-texts field (table cells, column headers, price-table features): Directus
 * stores them as JSON `[{ "text": "…" }, …]` (schema/model/dsl.mjs, f.textList), which GraphQL types
 * as `JSON`. Anything else in the value is skipped, so a hand-edited field never breaks a page.
 */
export function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry === 'string') return [entry];
    // An entry left empty has no text: it still holds its place (a cell keeps its column).
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      const { text } = entry as { text?: unknown };
      return [typeof text === 'string' ? text : ''];
    }
    return [];
  });
}
