// Which content this site shows. The header column's query (queries/latest.graphql) repeats the
// language and product as literals: keep them in step.
export const CONTENT_LANGUAGE = 'ru-RU';
export const CONTENT_PRODUCT = 'ECM';

/** The spec's webinar window: a webinar is upcoming while its start is at least this far ahead. */
export const WEBINAR_WINDOW_HOURS = 3;

export const NEWS_PAGE_SIZE = 6;
export const PAST_WEBINARS_PAGE_SIZE = 6;

/** Query variables every content read shares. */
export const audience = { language: CONTENT_LANGUAGE, product: CONTENT_PRODUCT };
