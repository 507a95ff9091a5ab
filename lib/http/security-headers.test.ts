import { createHash } from 'node:crypto';
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs';
import { BOOT_SCRIPT } from '../chrome/boot-script.mjs';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `) || d === name)
    ?.split(' ')
    .slice(1);

describe('security headers', () => {
  const local = { cmsPublicUrl: 'http://localhost:8055/', trialApiUrl: 'https://trial.example/api/', siteUrl: 'http://localhost:3000' };

  it('lets only the site itself and the CMS admin frame the pages, under either local name of the admin', () => {
    expect(directive(contentSecurityPolicy(local), 'frame-ancestors')).toEqual([
      "'self'",
      'http://localhost:8055',
      'http://127.0.0.1:8055',
    ]);
    const remote = { ...local, cmsPublicUrl: 'https://cms.example.ru' };
    expect(directive(contentSecurityPolicy(remote), 'frame-ancestors')).toEqual(["'self'", 'https://cms.example.ru']);
  });

  it('allows the one inline script of a built site by its hash, and none in development (where any may run)', () => {
    const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(directive(contentSecurityPolicy(local), 'script-src')).toContain(hash);
    expect(directive(contentSecurityPolicy({ ...local, development: true }), 'script-src')).not.toContain(hash);
  });

  it('allows no inline or evaluated script in a built site', () => {
    const scripts = directive(contentSecurityPolicy(local), 'script-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).toEqual(
      expect.arrayContaining(['https://mc.yandex.ru', 'https://www.googletagmanager.com', 'https://www.google.com/recaptcha/']),
    );
  });

  it('lets the browser reach the trial platform and load CMS images', () => {
    const csp = contentSecurityPolicy(local);
    expect(directive(csp, 'connect-src')).toContain('https://trial.example');
    expect(directive(csp, 'img-src')).toContain('http://localhost:8055');
  });

  it('sends HSTS and upgrades requests only for an https site', () => {
    const names = (o: typeof local) => securityHeaders(o).map((h) => h.key);
    expect(names(local)).not.toContain('Strict-Transport-Security');
    expect(directive(contentSecurityPolicy(local), 'upgrade-insecure-requests')).toBeUndefined();
    const production = { ...local, siteUrl: 'https://www.example.ru' };
    expect(names(production)).toEqual(
      expect.arrayContaining(['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    );
    expect(directive(contentSecurityPolicy(production), 'upgrade-insecure-requests')).toEqual([]);
  });
});
