// Each variant of a page under test is a page of its own, statically regenerated like any other:
// `/_ab/{variant id}/{page path}`. The proxy rewrites a visitor's request there (the address bar
// keeps the page's own path); the catch-all route renders it with the variant's block.
export const VARIANT_PREFIX = '/_ab/';

export const variantPath = (variantId: number, path: string) => `${VARIANT_PREFIX}${variantId}${path}`;

/** `{ variantId, path }` of a variant path, or null for any other path. */
export function parseVariantPath(path: string): { variantId: number; path: string } | null {
  const m = /^\/_ab\/(\d{1,10})(\/.*)$/.exec(path);
  return m ? { variantId: Number(m[1]), path: m[2]! } : null;
}
