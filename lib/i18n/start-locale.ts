// At the start of a visit: choose the locale (./detect.ts), remember it in the i18n_redirected
// cookie, load its file and mark the document with it (the lead payload's `lang` reads it there).
import { detectLocale, localeCookie, readCookie } from './detect';
import { loadLocaleFile } from './load';
import { LOCALE_COOKIE } from './locales';
import { BASE_PATH } from '@/lib/routing/base-path';

export async function startLocale() {
  const locale = detectLocale({
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    pathname: window.location.pathname,
    cookies: document.cookie,
  });
  // Written when it changes, so that the 365 days count from the choice.
  if (readCookie(document.cookie, LOCALE_COOKIE.name) !== locale)
    document.cookie = localeCookie(locale, { path: `${BASE_PATH}/`, secure: window.location.protocol === 'https:' });
  document.documentElement.lang = (await loadLocaleFile(locale)).code;
}
