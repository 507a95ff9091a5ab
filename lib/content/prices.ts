// The price section's routes: /prices/{data}/ and /prices/{data}/{edition}/. The pages themselves are
// CMS pages with price-table blocks; these lists are the validation step that turns any other
// segment into a 404 before the CMS is asked.
export const PRICE_DATA = ['saas', 'on-premises'] as const;
export const PRICE_EDITIONS = ['ai', 'sed', 'solutions', 'standard'] as const;

/** The CMS path of a price page, or null when the segments are not a price page. */
export function pricePath(data: string | string[] | undefined, edition: string | string[] | undefined): string | null {
  if (typeof data !== 'string' || !(PRICE_DATA as readonly string[]).includes(data)) return null;
  const rest = edition === undefined ? [] : Array.isArray(edition) ? edition : [edition];
  if (rest.length === 0) return `/prices/${data}/`;
  const [only] = rest;
  if (rest.length !== 1 || !only || !(PRICE_EDITIONS as readonly string[]).includes(only)) return null;
  return `/prices/${data}/${only}/`;
}

/** Paths under /prices/{data}/ belong to the price route, not to the catch-all page route. */
export const isPriceRoutePath = (path: string) => /^\/prices\/[^/]+\//.test(path);
