// Which content this site shows. The header column's query (queries/latest.graphql) repeats the
// language and product as literals: keep them in step.
export const CONTENT_LANGUAGE = 'ru-RU';
export const CONTENT_PRODUCT = 'ECM';

/** The spec's webinar window: a webinar is upcoming while its start is at least this far ahead. */
export const WEBINAR_WINDOW_HOURS = 3;

export const NEWS_PAGE_SIZE = 6;
export const PAST_WEBINARS_PAGE_SIZE = 6;

/**
 * Which items a read takes by their status: the statuses, or a Directus filter in their place (a
 * release's preview: the items live once the release is out, lib/cms/release-view.ts).
 */
export type Statuses = readonly string[] | { readonly [field: string]: unknown };

/**
 * The filter every content read shares (the `$shown` variable of the content queries): items of
 * the given statuses in the site's language and product.
 */
export const shown = (statuses: Statuses) => ({
  ...(isList(statuses) ? { status: { _in: [...statuses] } } : { _and: [statuses] }),
  language: { code: { _eq: CONTENT_LANGUAGE } },
  product: { name: { _eq: CONTENT_PRODUCT } },
});

const isList = (s: Statuses): s is readonly string[] => Array.isArray(s);

/** Webinars the lists show (`$listed`): hide_in_list not true; empty (null) counts as shown, which _neq alone would exclude. */
export const listed = (statuses: Statuses) => ({
  ...shown(statuses),
  _or: [{ hide_in_list: { _null: true } }, { hide_in_list: { _eq: false } }],
});
