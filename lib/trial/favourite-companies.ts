// The favourite-companies cookie: the companies this browser signed in to lately, newest first,
// so the company list can offer them first. Entries as the spec lists them: name, description,
// active (always true: only active companies can be entered) and domain.
import { parse, serialize } from 'cookie';

export type FavouriteCompany = { name: string; description: string; active: true; domain: string };

export const FAVOURITES_COOKIE = 'favorite_companies';
export const FAVOURITES_LIMIT = 5;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function isFavourite(v: unknown): v is FavouriteCompany {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return typeof r.name === 'string' && typeof r.description === 'string' && r.active === true && typeof r.domain === 'string';
}

/** The list from a `document.cookie` string; a missing or damaged cookie is an empty list. */
export function readFavourites(cookieHeader: string): FavouriteCompany[] {
  const raw = parse(cookieHeader)[FAVOURITES_COOKIE];
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isFavourite).slice(0, FAVOURITES_LIMIT) : [];
  } catch {
    return [];
  }
}

/** The list with `entry` first, without older entries for the same domain, cut to the limit. */
export function rememberCompany(list: readonly FavouriteCompany[], entry: FavouriteCompany): FavouriteCompany[] {
  return [entry, ...list.filter((c) => c.domain !== entry.domain)].slice(0, FAVOURITES_LIMIT);
}

/**
 * A `document.cookie` assignment for the list. "Remember me" keeps it for a year; otherwise it
 * lasts as long as the browser session.
 */
export function favouritesCookie(list: readonly FavouriteCompany[], { persistent }: { persistent: boolean }): string {
  return serialize(FAVOURITES_COOKIE, JSON.stringify(list), {
    path: '/',
    sameSite: 'lax',
    ...(persistent ? { maxAge: YEAR_SECONDS } : {}),
  });
}
