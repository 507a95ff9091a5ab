/** @jest-environment node */
import { env, productionProblems, type Env } from './env';

const ready: Env = {
  ...env,
  DEPLOYMENT: 'production',
  DIRECTUS_TOKEN: 'site-token',
  DIRECTUS_PREVIEW_TOKEN: 'preview-token',
  DIRECTUS_LEADS_TOKEN: 'leads-token',
  DIRECTUS_LEAD_DELIVERY_TOKEN: 'delivery-token',
  DIRECTUS_REVALIDATE_TOKEN: 'revalidate-token',
  DIRECTUS_EXPERIMENTS_TOKEN: 'experiments-token',
  PREVIEW_SECRET: 'preview-secret',
  REVALIDATE_SECRET: 'revalidate-secret',
  RECAPTCHA_SECRET: 'captcha-secret',
  LEAD_UPDATE_SECRET: 'update-secret',
  SITE_URL: 'https://www.example.ru',
};

describe('production configuration', () => {
  it('accepts a deployment with its secrets, a public address and a captcha', () => {
    expect(productionProblems(ready, 'site-key')).toEqual([]);
  });

  it('names every missing secret, a local address and a missing captcha', () => {
    const problems = productionProblems(
      { ...ready, DIRECTUS_TOKEN: '', REVALIDATE_SECRET: '', RECAPTCHA_SECRET: '', SITE_URL: 'http://localhost:3000' },
      '',
    );
    expect(problems).toEqual([
      'DIRECTUS_TOKEN is not set',
      'REVALIDATE_SECRET is not set',
      'RECAPTCHA_SECRET is not set',
      'SITE_URL is on this machine (http://localhost:3000): set the public address',
      'NEXT_PUBLIC_RECAPTCHA_SITE_KEY was not set when the site was built',
    ]);
  });

  it.each(['http://127.0.0.1:3000', 'http://site.localhost', 'http://[::1]:3000', 'http://0.0.0.0'])('treats %s as this machine', (url) => {
    expect(productionProblems({ ...ready, SITE_URL: url }, 'site-key')).toEqual([expect.stringContaining('SITE_URL is on this machine')]);
  });
});
