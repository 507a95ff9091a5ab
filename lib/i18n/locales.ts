// The site's locales (spec §1, §9): one, Russian, which is also the default. A locale is listed here
// and has its file in locales/{code}.json (loaded by ./load.ts).
export const LOCALES = ['ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** Remembers the chosen locale for 365 days (spec §9). */
export const LOCALE_COOKIE = { name: 'i18n_redirected', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;
