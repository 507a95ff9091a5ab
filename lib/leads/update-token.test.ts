/** @jest-environment node */
import { UPDATE_TOKEN_TTL_MS, checkUpdateToken, updateToken } from './update-token';

const ID = '6f1c1f8e-3c1d-4c55-9d7e-2a4b8f0c1d2e';
const OTHER = '0b7e6a52-4a43-4f2a-8a0e-6a1f3c5d7e9b';

describe('lead update token', () => {
  it('opens its own lead for a day and no other lead', () => {
    const now = Date.now();
    const token = updateToken(ID, now);
    expect(checkUpdateToken(ID, token, now + 1000)).toBe('ok');
    expect(checkUpdateToken(OTHER, token, now + 1000)).toBe('invalid');
    expect(checkUpdateToken(ID, token, now + UPDATE_TOKEN_TTL_MS + 1000)).toBe('expired');
  });

  it('refuses a token with a moved expiry or a forged signature', () => {
    const [expiry, mac] = updateToken(ID).split('.');
    expect(checkUpdateToken(ID, `${Number(expiry) + 86400}.${mac}`)).toBe('invalid');
    expect(checkUpdateToken(ID, `${expiry}.AAAA`)).toBe('invalid');
    expect(checkUpdateToken(ID, 'garbage')).toBe('invalid');
  });
});
