/**
 * Directus' GraphQL types every list entry as nullable (an entry the reader may not see comes back
 * as null): drop those and keep a typed list.
 */
export const present = <T>(list: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => x != null);
