// Which locale a visit starts in (spec §4): the first of the browser's languages the site has, else
// the locale prefix of the address (/ru/products/ecm/…), else the one the cookie remembers, else
// the default. Languages match by their primary subtag ("ru-RU" and "ru" are both Russian).
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, type Locale } from './locales';

export type LocaleSources = {
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
  /** The full path, base path included. */
  pathname: string;
  /** document.cookie. */
  cookies: string;
};

const primary = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) {
      try {
        return decodeURIComponent(value.join('=').trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function detectLocale<L extends string = Locale>(
  { browserLanguages, pathname, cookies }: LocaleSources,
  supported: readonly L[] = LOCALES as unknown as readonly L[],
  fallback: L = DEFAULT_LOCALE as L,
): L {
  const known = (code: string | undefined): code is L => (supported as readonly string[]).includes(code ?? '');
  const fromBrowser = browserLanguages.map(primary).find(known);
  if (fromBrowser) return fromBrowser;
  const prefix = pathname.split('/')[1]?.toLowerCase();
  if (known(prefix)) return prefix;
  const remembered = readCookie(cookies, LOCALE_COOKIE.name)?.toLowerCase();
  if (known(remembered)) return remembered;
  return fallback;
}

/** The Set-Cookie value (for document.cookie) that remembers `locale` on this site for 365 days. */
export function localeCookie(locale: Locale, { path, secure }: { path: string; secure: boolean }): string {
  return `${LOCALE_COOKIE.name}=${locale}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; Path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
