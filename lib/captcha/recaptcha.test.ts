import { loadRecaptcha } from './recaptcha';

describe('reCAPTCHA loader', () => {
  it('refuses to load without a site key or a version, with the spec messages', async () => {
    await expect(loadRecaptcha({ siteKey: '', version: '3' })).rejects.toThrow('ReCaptcha error: No key provided');
    await expect(loadRecaptcha({ siteKey: 'key', version: '' })).rejects.toThrow('ReCaptcha error: No version provided');
  });

  it('reports a script that fails to load, and hides the badge', async () => {
    const loading = loadRecaptcha({ siteKey: 'site-key', version: '3', language: 'ru' });
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key&hl=ru');
    expect(document.head.innerHTML).toContain('.grecaptcha-badge{visibility:hidden}');
    script!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('ReCaptcha error: Failed to load script');
  });
});
