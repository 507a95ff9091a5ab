import { detectLocale, localeCookie, readCookie } from './detect';
import { loadLocaleFile, LOCALE_FILES } from './load';
import { LOCALE_COOKIE } from './locales';

describe('the locale a visit starts in', () => {
  const none = { browserLanguages: [], pathname: '/products/ecm/', cookies: '' };

  it('is the first browser language the site has, matched by its primary subtag', () => {
    expect(detectLocale({ ...none, browserLanguages: ['de-DE', 'ru-RU', 'en'] })).toBe('ru');
    expect(detectLocale({ ...none, browserLanguages: ['RU'] })).toBe('ru');
  });

  it('comes from the path prefix when no browser language fits', () => {
    expect(detectLocale({ ...none, browserLanguages: ['en-US'], pathname: '/ru/products/ecm/prices/' })).toBe('ru');
  });

  it('comes from the cookie when neither the browser nor the path says', () => {
    expect(detectLocale({ ...none, browserLanguages: ['en-US'], cookies: 'a=1; i18n_redirected=ru; b=2' })).toBe('ru');
  });

  it('takes the sources in their order when the site has several locales', () => {
    const two = ['ru', 'en'] as const;
    const all = { browserLanguages: ['en-GB'], pathname: '/ru/products/ecm/', cookies: 'i18n_redirected=ru' };
    expect(detectLocale(all, two, 'ru')).toBe('en');
    expect(detectLocale({ ...all, browserLanguages: ['de'], cookies: 'i18n_redirected=en' }, two, 'ru')).toBe('ru');
    expect(detectLocale({ ...all, browserLanguages: ['de'], pathname: '/products/', cookies: 'i18n_redirected=en' }, two, 'ru')).toBe('en');
    expect(detectLocale({ browserLanguages: ['de'], pathname: '/de/', cookies: '' }, two, 'ru')).toBe('ru');
  });

  it('is Russian by default, whatever unknown values the sources hold', () => {
    expect(detectLocale({ browserLanguages: ['en-US', 'fr'], pathname: '/en/products/', cookies: 'i18n_redirected=de' })).toBe('ru');
    expect(detectLocale({ browserLanguages: [], pathname: '', cookies: 'i18n_redirected=%E0%A4%A' })).toBe('ru');
  });
});

describe('the locale cookie', () => {
  it('is i18n_redirected for 365 days on the site, secure over https', () => {
    expect(LOCALE_COOKIE.maxAgeSeconds).toBe(31_536_000);
    expect(localeCookie('ru', { path: '/ru/products/ecm/', secure: true })).toBe(
      'i18n_redirected=ru; Max-Age=31536000; Path=/ru/products/ecm/; SameSite=Lax; Secure',
    );
    expect(localeCookie('ru', { path: '/', secure: false })).not.toContain('Secure');
  });

  it('is read among other cookies', () => {
    expect(readCookie('x=1;i18n_redirected=ru', 'i18n_redirected')).toBe('ru');
    expect(readCookie('x=1', 'i18n_redirected')).toBeUndefined();
  });
});

describe('locale files', () => {
  it('loads the Russian file', async () => {
    const warn = jest.fn();
    await expect(loadLocaleFile('ru', LOCALE_FILES, warn)).resolves.toMatchObject({ code: 'ru', iso: 'ru-RU' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns in the console about a missing file and falls back to the default', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadLocaleFile('en')).resolves.toMatchObject({ code: 'ru' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('locales/en.json is missing'));
    warn.mockRestore();
  });

  it('warns when a listed file fails to load', async () => {
    const warn = jest.fn();
    const files = { ...LOCALE_FILES, kk: () => Promise.reject(new Error('Cannot find module')) };
    await expect(loadLocaleFile('kk', files, warn)).resolves.toMatchObject({ code: 'ru' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('locales/kk.json could not be loaded'));
  });
});
