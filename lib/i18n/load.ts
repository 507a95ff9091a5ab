// A locale's file (locales/{code}.json): its ISO tag, name and time zone. A locale without its file
// still works with the default's file, and the console says which file is missing.
import { DEFAULT_LOCALE, type Locale } from './locales';

export type LocaleFile = { code: string; iso: string; name: string; timeZone: string };
export type LocaleFiles = Partial<Record<string, () => Promise<LocaleFile>>>;

/** One loader per file; webpack bundles each as its own small chunk. */
export const LOCALE_FILES: LocaleFiles = {
  ru: () => import('@/locales/ru.json').then((m) => m.default),
};

export async function loadLocaleFile(
  locale: Locale | string,
  files: LocaleFiles = LOCALE_FILES,
  warn: (message: string) => void = console.warn,
): Promise<LocaleFile> {
  const load = files[locale];
  if (load) {
    try {
      return await load();
    } catch (err) {
      warn(`[i18n] The locale file locales/${locale}.json could not be loaded (${String(err)}); using ${DEFAULT_LOCALE}.`);
    }
  } else {
    warn(`[i18n] The locale file locales/${locale}.json is missing; using ${DEFAULT_LOCALE}.`);
  }
  if (locale === DEFAULT_LOCALE) throw new Error(`The default locale file locales/${DEFAULT_LOCALE}.json is missing`);
  return loadLocaleFile(DEFAULT_LOCALE, files, warn);
}
