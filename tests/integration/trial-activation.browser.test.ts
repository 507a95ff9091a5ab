// Trial activation on /configuration/ from the link in the e-mail, in Chromium against the built
// site and the fake trial platform.
import type { Page } from 'playwright-core';
import { chromiumForTests } from '../support/browser';
import { SITE } from '../support/stack';
import { trialPlatform } from '../support/fake-trial-platform';

const FAILED = 'Не удалось активировать триал, попробуйте позднее';

let page: Page;

const browser = chromiumForTests();
beforeEach(async () => {
  await trialPlatform.reset();
  page = await browser().newPage();
});
afterEach(async () => {
  await page?.close();
});

describe('trial activation on /configuration/', () => {
  it('checks the link, activates the trial and shows the returned company', async () => {
    await page.goto(`${SITE()}/configuration/?hash=valid-hash`);
    await page.getByRole('heading', { name: 'Пробная версия активирована' }).waitFor();
    expect(await page.getByText('acme-trial', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Пробная компания ООО «Акме»').isVisible()).toBe(true);
    const requests = await trialPlatform.requests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /guard/trial/valid-hash/check',
      'POST /guard/trial/trial-42/activate',
    ]);
    expect(requests[1]?.body).toEqual({ form: { hash: 'valid-hash' } });
  });

  it('activates an ?id= link directly', async () => {
    await page.goto(`${SITE()}/configuration/?id=trial-42`);
    await page.getByText('acme-trial', { exact: true }).waitFor();
    expect((await trialPlatform.requests()).map((r) => r.path)).toEqual(['/guard/trial/trial-42/activate']);
  });

  it('shows the activation progress while the platform deploys the company', async () => {
    await trialPlatform.set({ delayMs: 2000 });
    await page.goto(`${SITE()}/configuration/?hash=valid-hash`);
    await page.getByRole('status').filter({ hasText: 'Активируем пробную версию' }).waitFor();
    await page.getByRole('heading', { name: 'Пробная версия активирована' }).waitFor({ timeout: 20_000 });
  });

  it('says the activation failed for a link the platform does not know', async () => {
    await page.goto(`${SITE()}/configuration/?hash=expired-hash`);
    await page.getByRole('alert').filter({ hasText: FAILED }).waitFor();
    expect((await trialPlatform.requests()).map((r) => r.path)).toEqual(['/guard/trial/expired-hash/check']);
  });

  it('says the activation failed when the platform is down', async () => {
    await trialPlatform.set({ down: true });
    await page.goto(`${SITE()}/configuration/?hash=valid-hash`);
    await page.getByRole('alert').filter({ hasText: FAILED }).waitFor();
  });

  it('shows nothing and calls nobody for a visitor without an activation link', async () => {
    await page.goto(`${SITE()}/configuration/`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { name: 'Активируйте ELMA365 CSP в облаке' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Активация пробной версии' }).count()).toBe(0);
    expect(await trialPlatform.requests()).toEqual([]);
  });
});
