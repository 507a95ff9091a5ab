import { trialApiUrl } from './config';

describe('trial platform address', () => {
  it('is read without a trailing slash', () => {
    expect(trialApiUrl('https://trial.elma365.ru/')?.href).toBe('https://trial.elma365.ru/');
    expect(trialApiUrl('https://trial.elma365.ru/api/')?.pathname).toBe('/api');
  });

  it('is missing rather than broken when unset or not an http(s) address', () => {
    expect(trialApiUrl('')).toBeNull();
    expect(trialApiUrl(undefined)).toBeNull();
    expect(trialApiUrl('not a url')).toBeNull();
    expect(trialApiUrl('javascript:alert(1)')).toBeNull();
  });
});
