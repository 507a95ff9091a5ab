// The login to a company account in Chromium, against the built site and the fake trial platform:
// the browser calls the platform itself and ends on {company address}/guard/login?token=…&companyUrl=….
import type { BrowserContext, Locator, Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { chromiumForTests } from '../support/browser';
import { SITE } from '../support/stack';
import { TOKEN, USER, trialPlatform, type FakeCompany } from '../support/fake-trial-platform';
import { waitForInteractive } from '../support/interactive';

const TITLE = 'Вход во внешнюю систему';
const AUTH_FAILED = 'Не удалось аутентифицировать пользователя. Вы будете перенаправлены на страницу входа';
const NO_ACTIVE = 'Мы не нашли ни одной активной компании, актвируйте по ссылке и попробуйте снова';

const company = (name: string, active = true, zone = 'ru'): FakeCompany => ({ name, zone, description: `Компания ${name}`, active });

/** The company address the site must build: name, the trial API's subdomain (elma365), zone; the API's port. */
const addressOf = (name: string, zone = 'ru') => `http://${name}.elma365.${zone}:${new URL(trialPlatform.apiUrl()).port}`;
const loginUrlOf = (address: string) => `${address}/guard/login?token=${TOKEN}&companyUrl=${encodeURIComponent(address)}`;

let context: BrowserContext;
let page: Page;

const browser = chromiumForTests();
beforeEach(async () => {
  await trialPlatform.reset();
  context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  // Company hosts do not exist here: answer their login entry with a stub page.
  await context.route(
    (url) => url.pathname === '/guard/login',
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="ru"><title>Компания</title></html>' }),
  );
});
afterEach(async () => {
  await context?.close();
});

/** Opens a page and, once it answers, the login dialog from the header's 'Войти' button. */
async function openLogin(path = '/'): Promise<Locator> {
  await page.goto(`${SITE()}${path}`);
  await waitForInteractive(page);
  await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await dialog.waitFor();
  return dialog;
}

async function submit(dialog: Locator, email = USER.email, password = USER.password) {
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Пароль').fill(password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
}

describe('login to a company account', () => {
  it('signs in to the only active company and lands on its login entry with the token', async () => {
    await trialPlatform.set({ companies: [company('acme'), company('archived', false)] });
    const dialog = await openLogin();
    const started = Date.now();
    await submit(dialog);
    await page.waitForURL((url) => url.pathname === '/guard/login');
    // A figure, not an assertion: two platform calls (with CORS preflights) and the redirect.
    console.log(`login: submit to company login entry in ${Date.now() - started} ms`);
    expect(page.url()).toBe(loginUrlOf(addressOf('acme')));

    const requests = await trialPlatform.requests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /guard/token', 'POST /guard/companies']);
    expect(requests[0]?.body).toEqual({ email: USER.email, password: USER.password });
    expect(requests[1]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(requests[0]?.origin).toBe(new URL(SITE()).origin);

    const favourites = (await context.cookies(SITE())).find((c) => c.name === 'favorite_companies');
    expect(JSON.parse(decodeURIComponent(favourites?.value ?? '[]'))).toEqual([
      { name: 'acme', description: 'Компания acme', active: true, domain: new URL(addressOf('acme')).host },
    ]);
  });

  it('offers several active companies with name, zone and description and enters the chosen one', async () => {
    await trialPlatform.set({ companies: [company('acme'), company('beta', true, 'com'), company('old', false)] });
    const dialog = await openLogin();
    await submit(dialog);
    const choices = dialog.getByRole('list').getByRole('button');
    await expect(choices.count())
      .resolves.toBe(0)
      .catch(() => undefined);
    await dialog.getByRole('button', { name: /beta/ }).waitFor();
    expect(await choices.allTextContents()).toEqual(['acmeruКомпания acme', 'betacomКомпания beta']);
    await dialog.getByRole('button', { name: /beta/ }).click();
    await page.waitForURL((url) => url.pathname === '/guard/login');
    expect(page.url()).toBe(loginUrlOf(addressOf('beta', 'com')));
  });

  it('sends a visitor without an active company to the trial activation', async () => {
    await trialPlatform.set({ companies: [company('old', false)] });
    const dialog = await openLogin();
    await submit(dialog);
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(NO_ACTIVE);
    await dialog.getByRole('link', { name: 'по ссылке' }).click();
    await page.waitForURL(`${SITE()}/configuration/`);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('only closes the dialog when the visitor without an active company is already on the activation page', async () => {
    await trialPlatform.set({ companies: [] });
    const dialog = await openLogin('/configuration/');
    await submit(dialog);
    await dialog.getByRole('link', { name: 'по ссылке' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${SITE()}/configuration/`);
  });

  it('reports a wrong password and stays on the form', async () => {
    const dialog = await openLogin();
    await submit(dialog, USER.email, 'wrong-password');
    await dialog.getByText(AUTH_FAILED).waitFor();
    expect(await dialog.getByLabel('Пароль').isVisible()).toBe(true);
    expect((await trialPlatform.requests()).map((r) => r.path)).toEqual(['/guard/token']);
  });

  it('says the company does not exist when the platform answers 404', async () => {
    await trialPlatform.set({ unknownUser: true });
    const dialog = await openLogin();
    await submit(dialog);
    await dialog.getByText('Такой компании не существует').waitFor();
  });

  it('reports a failed sign-in when the company lookup answers something else', async () => {
    await trialPlatform.set({ companiesBroken: true });
    const dialog = await openLogin();
    await submit(dialog);
    await dialog.getByText(AUTH_FAILED).waitFor();
  });

  it('reports a failed sign-in when the platform is down', async () => {
    await trialPlatform.set({ down: true });
    const dialog = await openLogin();
    await submit(dialog);
    await dialog.getByText(AUTH_FAILED).waitFor();
    expect(page.url()).toBe(`${SITE()}/`);
  });

  it('shows the pending state while the platform is slow, then signs in', async () => {
    await trialPlatform.set({ delayMs: 2500 });
    const dialog = await openLogin();
    await submit(dialog);
    const pending = dialog.getByRole('button', { name: 'Отправка…' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/guard/login', { timeout: 20_000 });
    expect(page.url()).toBe(loginUrlOf(addressOf('acme')));
  });

  it('links the forgotten password to /restore on the parent host of the trial platform', async () => {
    const dialog = await openLogin();
    const api = new URL(trialPlatform.apiUrl());
    expect(await dialog.getByRole('link', { name: 'Забыли пароль?' }).getAttribute('href')).toBe(
      `http://elma365.localhost:${api.port}/restore`,
    );
  });

  it('has no accessibility violations in the login dialog and its messages', async () => {
    await trialPlatform.set({ companies: [] });
    const dialog = await openLogin();
    await submit(dialog);
    await dialog.getByRole('alert').waitFor();
    const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
