// Signing in to the Directus admin app as a seeded user, the way a marketer does.
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { cms, eventually } from './stack';

/** The marketer account `cms/state/access.mjs` seeds for development and tests. */
export const MARKETER = { email: 'marketer@example.com', password: 'ecm-marketer' };

/**
 * Where the marketer's browser is: never Moscow, whose time the admin shows and takes whatever the
 * browser's zone (issue 41). Each admin suite runs in one of them, so the walk through the admin
 * (scheduling, forms, A/B tests, versions, deleting, the lists) is done from both.
 */
export const MARKETER_ZONES = { novosibirsk: 'Asia/Novosibirsk', utc: 'UTC' } as const;

/** A browser context for the admin app as a marketer has it: a desktop window, Russian, in `zone`. */
export const adminContext = (
  browser: Browser,
  zone: (typeof MARKETER_ZONES)[keyof typeof MARKETER_ZONES],
  options: BrowserContextOptions = {},
): Promise<BrowserContext> => browser.newContext({ viewport: { width: 1500, height: 950 }, locale: 'ru-RU', timezoneId: zone, ...options });

/** Signs in through the login form of the admin app at `origin` (e.g. `http://localhost:8055`). */
export async function signInToAdmin(page: Page, origin: string, user = MARKETER): Promise<void> {
  await page.goto(`${origin}/admin/login`);
  await page.locator('input[type=email]').fill(user.email);
  await page.locator('input[type=password]').fill(user.password);
  await page.keyboard.press('Enter');
  // Directus opens the page the user was last on, which an earlier test may have left anywhere.
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
}

/** A new admin context in `zone` (adminContext, with `options`) and a page of it signed in at `origin` as `user`. */
export async function signedInAdmin(
  browser: Browser,
  zone: (typeof MARKETER_ZONES)[keyof typeof MARKETER_ZONES],
  origin: string,
  options: BrowserContextOptions = {},
  user = MARKETER,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await adminContext(browser, zone, options);
  const page = await context.newPage();
  await signInToAdmin(page, origin, user);
  return { context, page };
}

/** Opens «Аналитика» of the admin app at `origin` and in it the dashboard named `name`. */
export async function openDashboard(page: Page, origin: string, name: string): Promise<void> {
  await page.goto(`${origin}/admin/insights`);
  await page.getByText(name, { exact: true }).first().click();
}

/** Signs in through the API as a seeded user and returns the access token of that session. */
export async function accessTokenOf(email: string, password: string, origin: string): Promise<string> {
  const r = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (r.status !== 200) throw new Error(`Sign-in of ${email} answered ${r.status}: ${await r.text()}`);
  return ((await r.json()) as { data: { access_token: string } }).data.access_token;
}

/**
 * Publishes the content version open in the item form, as a marketer does: «Опубликовать изменения
 * версии «…» на странице «…»» at the top of the form, then «Да, опубликовать»
 * (cms/extensions/version-publish). Resolves once the promotion has answered 200; the form then
 * offers to keep or delete the version, which the change does not wait for.
 */
export async function promoteOpenVersion(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Опубликовать изменения версии/ }).click();
  const promoted = page.waitForResponse((r) => /\/versions\/[^/]+\/promote/.test(r.url()));
  await page.getByRole('button', { name: 'Да, опубликовать' }).click();
  const status = (await promoted).status();
  if (status !== 200) throw new Error(`The promotion answered ${status}`);
}

/**
 * Presses Ctrl+S every `everyMs` until `saved` finds the item (a busy machine may swallow a press),
 * for at most `timeoutMs`.
 */
export async function saveUntil<T>(
  page: Page,
  saved: () => Promise<T | undefined>,
  what: string,
  { timeoutMs = 60_000, everyMs = 5_000 } = {},
): Promise<T> {
  let pressed = 0;
  return eventually(
    async () => {
      const found = await saved();
      if (found !== undefined) return found;
      if (Date.now() - pressed > everyMs) {
        pressed = Date.now();
        await page.keyboard.press('Control+s');
      }
      return undefined;
    },
    timeoutMs,
    what,
  );
}

/** Presses Ctrl+S (saveUntil) until the new row of `collection` whose `field` is `value` is stored; returns its `fields`. */
export async function saveUntilCreated<T = { id: number }>(
  page: Page,
  row: { collection: string; field: string; value: string; fields?: string },
  what: string,
): Promise<T> {
  const { collection, field, value, fields = 'id' } = row;
  const [created] = await saveUntil(
    page,
    async () => {
      const found = await cms<T[]>('GET', `/items/${collection}?filter[${field}][_eq]=${encodeURIComponent(value)}&fields=${fields}`);
      return found.length ? found : undefined;
    },
    what,
  );
  return created!;
}

/** Chooses in the selection drawer of the relation `field` the row holding `text` (a short list: no search), and confirms with ✓. */
export async function chooseInDrawer(page: Page, field: string, text: string): Promise<void> {
  const drawer = page.locator('.v-drawer').last();
  await page.locator(`[data-field="${field}"] .many-to-one > button`).click();
  await drawer.locator('tbody tr', { hasText: text }).first().click();
  await drawer.locator('button:has(i[data-icon="check"])').first().click();
  await page.locator('.v-drawer').waitFor({ state: 'detached' });
}

/** Chooses `label` in the dropdown of the field `field`, within `scope` (the page or a drawer). */
export async function pickOption(page: Page, scope: Locator | Page, field: string, label: string): Promise<void> {
  // Low in a drawer the field may be out of view; its dropdown (a `display: contents` menu) is not scrolled to by a click.
  await scope.locator(`[data-field="${field}"]`).scrollIntoViewIfNeeded();
  await scope.locator(`[data-field="${field}"] .v-select`).first().click();
  await page.locator('.v-menu-content .v-list-item', { hasText: label }).first().click();
}

/** Opens a new form in «Формы» of the admin app at `origin` and fills its head, published. */
export async function openNewForm(page: Page, origin: string, form: { name: string; title: string; successTitle: string }): Promise<void> {
  await page.goto(`${origin}/admin/content/forms/+`);
  await page.locator('[data-field="name"] input').waitFor({ timeout: 30_000 });
  await page.locator('[data-field="name"] input').fill(form.name);
  await pickOption(page, page, 'status', 'Опубликовано');
  await page.locator('[data-field="title"] input').fill(form.title);
  await page.locator('[data-field="success_title"] input').fill(form.successTitle);
}

/**
 * A field as the marketer adds it: the type's name in the picker, and what they type in (Russian only;
 * the code is made from the label unless `name` is given). `when`: shown only when the field labelled
 * [0] has the option labelled [1], both picked from lists.
 */
export type FormFieldRow = {
  type: string;
  name?: string;
  label?: string;
  required?: boolean;
  step?: string;
  options?: string;
  when?: [string, string];
  maxMb?: string;
};

/** Adds a field to the form open in the admin app: «Добавить поле», the type first, the drawer filled, confirmed. */
export async function addFormField(page: Page, row: FormFieldRow): Promise<void> {
  await page.getByRole('button', { name: 'Добавить поле' }).click();
  const d = page.locator('.v-drawer').last();
  await d.locator('[data-field="type"]').waitFor();
  await pickOption(page, d, 'type', row.type);
  await d.locator('[data-field="label"] input').waitFor();
  if (row.label) await d.locator('[data-field="label"] input').fill(row.label);
  if (row.name) await d.locator('[data-field="name"] input').fill(row.name);
  if (row.required) await d.locator('[data-field="required"] .interface button').first().click();
  if (row.step) await d.locator('[data-field="step"] input').fill(row.step);
  if (row.options) await d.locator('[data-field="options"] textarea').fill(row.options);
  if (row.when) {
    await pickOption(page, d, 'show_when_field', row.when[0]);
    await pickOption(page, d, 'show_when_value', row.when[1]);
  }
  if (row.maxMb) await d.locator('[data-field="max_mb"] input').fill(row.maxMb);
  await d.locator('button:has(i[data-icon="check"])').first().click();
  await page.locator('.v-drawer').waitFor({ state: 'detached' });
}
