import {
  FAVOURITES_COOKIE,
  FAVOURITES_LIMIT,
  favouritesCookie,
  readFavourites,
  rememberCompany,
  type FavouriteCompany,
} from './favourite-companies';

const acme: FavouriteCompany = { name: 'acme', description: 'Акме', active: true, domain: 'acme.elma365.ru' };
const beta: FavouriteCompany = { name: 'beta', description: 'Бета', active: true, domain: 'beta.elma365.ru' };

const cookieValue = (assignment: string) => assignment.split(';')[0] ?? '';

describe('favourite-companies cookie', () => {
  it('reads back what it wrote, with name, description, active and domain', () => {
    const written = cookieValue(favouritesCookie([acme, beta], { persistent: true }));
    expect(readFavourites(`other=1; ${written}; more=2`)).toEqual([acme, beta]);
  });

  it('puts the latest company first without duplicates and keeps at most the limit', () => {
    expect(rememberCompany([acme, beta], { ...beta, description: 'новое' })).toEqual([{ ...beta, description: 'новое' }, acme]);
    const many = Array.from({ length: 10 }, (_, i) => ({ ...acme, domain: `c${i}.elma365.ru` }));
    expect(rememberCompany(many, beta)).toHaveLength(FAVOURITES_LIMIT);
    expect(rememberCompany(many, beta)[0]).toEqual(beta);
  });

  it('treats a missing or damaged cookie as an empty list and drops malformed entries', () => {
    expect(readFavourites('')).toEqual([]);
    expect(readFavourites(`${FAVOURITES_COOKIE}=%7Bnot-json`)).toEqual([]);
    expect(readFavourites(`${FAVOURITES_COOKIE}=${encodeURIComponent('{"a":1}')}`)).toEqual([]);
    const mixed = encodeURIComponent(JSON.stringify([acme, { name: 'x', active: false, domain: 'x' }, 'junk']));
    expect(readFavourites(`${FAVOURITES_COOKIE}=${mixed}`)).toEqual([acme]);
  });

  it('keeps the cookie for a year only when the visitor asked to be remembered', () => {
    expect(favouritesCookie([acme], { persistent: true })).toMatch(/; Max-Age=31536000/);
    expect(favouritesCookie([acme], { persistent: false })).not.toMatch(/Max-Age|Expires/);
    expect(favouritesCookie([acme], { persistent: false })).toMatch(/; Path=\/; SameSite=Lax/);
  });
});
