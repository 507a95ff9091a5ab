import { companyAddress, companyLoginUrl, parentHostOf, restoreUrl, subdomainOf } from './company-address';

const api = new URL('https://trial.elma365.ru');

describe('company address', () => {
  it('takes the subdomain from the trial API host without its service label and zone', () => {
    expect(subdomainOf(api)).toBe('elma365');
    expect(subdomainOf(new URL('https://elma365.ru'))).toBe('elma365');
    expect(subdomainOf(new URL('https://trial.s.elma365.ru'))).toBe('s.elma365');
  });

  it('builds the address from the company name, the subdomain and the zone', () => {
    expect(companyAddress(api, { name: 'acme', zone: 'ru' })).toBe('https://acme.elma365.ru');
    expect(companyAddress(api, { name: 'Acme-Group', zone: 'com' })).toBe('https://acme-group.elma365.com');
    expect(companyAddress(new URL('http://trial.elma365.localhost:4000'), { name: 'acme', zone: 'eu' })).toBe(
      'http://acme.elma365.eu:4000',
    );
  });

  it('refuses names and zones that would change the host the browser is sent to', () => {
    expect(companyAddress(api, { name: 'evil.com/#', zone: 'ru' })).toBeNull();
    expect(companyAddress(api, { name: 'acme', zone: 'ru/evil' })).toBeNull();
    expect(companyAddress(api, { name: 'acme@evil', zone: 'ru' })).toBeNull();
    expect(companyAddress(api, { name: '', zone: 'ru' })).toBeNull();
    expect(companyAddress(api, { name: 'acme', zone: '' })).toBeNull();
  });

  it('sends the browser to the company login with the token and the company address', () => {
    const url = new URL(companyLoginUrl('https://acme.elma365.ru', 'tok&en'));
    expect(url.origin + url.pathname).toBe('https://acme.elma365.ru/guard/login');
    expect(url.searchParams.get('token')).toBe('tok&en');
    expect(url.searchParams.get('companyUrl')).toBe('https://acme.elma365.ru');
  });

  it('puts password recovery at /restore on the parent host', () => {
    expect(parentHostOf(api)).toBe('elma365.ru');
    expect(restoreUrl(api)).toBe('https://elma365.ru/restore');
    expect(restoreUrl(new URL('https://elma365.ru'))).toBe('https://elma365.ru/restore');
    expect(restoreUrl(new URL('http://trial.elma365.localhost:4000/'))).toBe('http://elma365.localhost:4000/restore');
  });
});
