// A lead never depends on the page's scripts (lib/forms/plain-post.ts, pages/forms/[form].tsx): in
// Chromium with JavaScript turned off, and with the site's scripts failing after the HTML came
// (every `/_next/static/….js` aborted), a visitor taps a lead button (a link to the form's page),
// sends each spec form as plain HTML, gets the form back with the values kept and a message beside
// a wrong field, then the spec's answer; a built two-step form placed in a page, with a condition
// and a PDF, is sent step by step. Each lead is stored once, with its page, utm tags and consent.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import { visitorsForTests } from '../support/browser';
import { cms, eventually, SITE, deleteRowsOfDomain } from '../support/stack';
import { createForm, PDF, publishFormPage, SED_SURVEY_STEP_1 } from '../support/built-forms';
import { DRAINED_WITHIN_MS, journaled } from '../support/journal';

const DOMAIN = 'no-script-leads.example';
const stamp = Date.now();
const SHOTS = join(process.cwd(), 'test-results', 'no-script-leads');
const BASE = '/ru/products/ecm';

type Lead = {
  id: string;
  kind: string;
  email: string;
  source_url: string | null;
  source_deal: string | null;
  payload: Record<string, string>;
  attribution: Record<string, string>;
  consent_version: string;
  partial: boolean;
  fields: Record<string, unknown>;
};
const leadsOf = (email: string) => cms<Lead[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=*`);

/** The one lead of `email` once the drain moved it into Directus; it must be the only one, in the journal too. */
async function theOneLead(email: string, check: (l: Lead) => boolean = () => true): Promise<Lead> {
  const lead = await eventually(
    async () => {
      const leads = await leadsOf(email);
      return leads.length === 1 && check(leads[0]!) ? leads[0] : undefined;
    },
    DRAINED_WITHIN_MS,
    `the lead of ${email}`,
  );
  expect(journaled(email)).toBe(1);
  return lead;
}

const { visitor: newVisitor } = visitorsForTests();
let n = 0;
/** Each visitor from an address of their own, as people are: the per-address lead limit is not what this file tests. */
async function visitor(options: Parameters<typeof newVisitor>[0]) {
  const context = await newVisitor(options);
  n++;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.40.${Math.floor(n / 250)}.${n % 250}` });
  return context;
}

/** The two ways a visitor has no scripts: turned off, or every script request failing after the HTML. */
const MODES = [
  ['scripts turned off', 'off', async () => (await visitor({ javaScriptEnabled: false, locale: 'ru-RU' })).newPage()],
  [
    'scripts blocked after the HTML',
    'blocked',
    async () => {
      const context = await visitor({ locale: 'ru-RU' });
      await context.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort('blockedbyclient'));
      return context.newPage();
    },
  ],
] as const;

/** A submit button's background (styles/globals.css): disabled-looking, and the accent. */
const GREY = 'rgb(227, 232, 239)';
const ACCENT = 'rgb(37, 99, 235)';

/** The button's background once it shows `colour` (its change is a 0.15 s transition), or as it stands after 5 s. */
async function looks(button: Locator, colour: string): Promise<string> {
  const read = () => button.evaluate((b) => getComputedStyle(b).backgroundColor);
  for (let waited = 0; waited < 5_000; waited += 50) {
    if ((await read()) === colour) return colour;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}

/** What a visitor types into each field of a spec form, by its name. */
const TYPED: Record<string, string> = {
  fio: 'Олег Смирнов',
  phone: '89123456780',
  company: 'ООО Архив',
  position: 'Директор по ИТ',
  comment: 'Нужна демонстрация архива',
};

/** Fills every field the visitor sees, as a person would: text, the list's second choice, every box ticked. */
async function fillEvery(form: Locator, email: string) {
  for (const el of await form.locator('input:not([type="hidden"]):not([name="website"]), select, textarea').all()) {
    const name = (await el.getAttribute('name'))!;
    const tag = await el.evaluate((e) => e.tagName.toLowerCase());
    if ((await el.getAttribute('type')) === 'checkbox') await el.check();
    else if (tag === 'select') await el.selectOption({ index: 2 });
    else await el.fill(name === 'email' ? email : (TYPED[name] ?? 'Текст'));
  }
}

/** Sends the form as its button does and waits for the page the server answers with. */
async function send(page: Page, form: Locator): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.request().resourceType() === 'document'),
    form.locator('button[type="submit"]').click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return response;
}

afterAll(async () => {
  await deleteRowsOfDomain('leads', DOMAIN);
  await deleteRowsOfDomain('subscribers', DOMAIN);
});

describe.each(MODES)('a lead without scripts (%s)', (_name, mode, openPage) => {
  it('goes from a lead button to the form’s page, comes back with a wrong field marked and the values kept, then is stored once', async () => {
    const page = await openPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${SITE()}/archiving/?utm_source=nojs-${mode}&utm_campaign=spring`);
    // The lead button is a link to the form's page (with scripts it opens the popup).
    await Promise.all([page.waitForURL(/\/forms\/demo\//), page.getByRole('button', { name: 'Запросить демонстрацию' }).first().click()]);
    expect(new URL(page.url()).searchParams.get('from')).toBe('/archiving/');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/ru\/products\/ecm\/forms\/demo\/$/);
    const form = page.locator('main form');
    await form.getByLabel('E-mail').waitFor();
    mkdirSync(SHOTS, { recursive: true });
    if (mode === 'off') await page.screenshot({ path: join(SHOTS, 'demo-375-empty.png'), fullPage: true });

    // Its button looks as the live form's would (disabled while a required field is empty) and still sends.
    const submit = form.locator('button[type="submit"]');
    expect(await looks(submit, GREY)).toBe(GREY);
    expect(await submit.isEnabled()).toBe(true);

    const email = `demo-${mode}-${stamp}@${DOMAIN}`;
    await fillEvery(form, email);
    expect(await looks(submit, ACCENT)).toBe(ACCENT);
    await form.getByLabel('E-mail').fill('oleg@');
    expect(await looks(submit, GREY)).toBe(GREY);
    const refused = await send(page, form);
    expect(refused.status()).toBe(422);
    expect(new URL(page.url()).pathname).toBe(`${BASE}/api/demo/`);
    // The wrong field is marked, with the server's message beside it; everything typed is still there.
    const again = page.locator('main form');
    const wrong = again.getByLabel('E-mail');
    expect(await wrong.getAttribute('aria-invalid')).toBe('true');
    expect(await wrong.inputValue()).toBe('oleg@');
    const message = (await again.getByRole('alert').first().innerText()).trim();
    expect(message).toMatch(/[а-я]/i);
    expect(await again.getByLabel('ФИО').inputValue()).toBe('Олег Смирнов');
    expect(await again.getByLabel('Должность').inputValue()).toBe('Директор по ИТ');
    expect(await again.getByRole('checkbox').isChecked()).toBe(true);
    if (mode === 'off') await page.screenshot({ path: join(SHOTS, 'demo-375-errors.png'), fullPage: true });

    await wrong.fill(email);
    const sent = await send(page, again);
    expect(sent.status()).toBe(201);
    await page.getByRole('heading', { name: 'Спасибо за обращение!' }).waitFor();
    if (mode === 'off') await page.screenshot({ path: join(SHOTS, 'demo-375-thanks.png'), fullPage: true });

    const lead = await theOneLead(email);
    expect(lead).toMatchObject({ kind: 'demo', consent_version: '2026-01' });
    expect(lead.source_url).toMatch(/\/ru\/products\/ecm\/archiving\/$/);
    expect(lead.attribution).toMatchObject({ utm_source: `nojs-${mode}`, utm_campaign: 'spring' });
    // The answer page reloaded (the browser posts again): the same submission, still one lead.
    if (mode === 'off') {
      const [reload] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.reload()]);
      expect(reload.status()).toBe(200);
      await page.getByRole('heading', { name: 'Спасибо за обращение!' }).waitFor();
      await theOneLead(email);
    }
  }, 180_000);

  it("signs up for the webinar whose card's «Записаться» was tapped in the list, once, named on the form and its answer", async () => {
    const page = await openPage();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${SITE()}/webinars/?utm_source=nojs-${mode}-webinars`);
    // The second card's: the lead must name the webinar whose button was tapped, not the first.
    const title = 'Договоры без хаоса: согласование, подпись и контроль исполнения';
    await Promise.all([
      page.waitForURL(/\/forms\/webinar\//),
      page.getByRole('button', { name: `Записаться на вебинар «${title}»` }).click(),
    ]);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('/webinars/');
    expect(url.searchParams.get('webinar')).toBe('contracts-without-chaos');
    const form = page.locator('main form');
    await form.getByLabel('E-mail').waitFor();
    // The form says which webinar it signs up for, the page around it does not.
    expect(await form.innerText()).toContain(`«${title}»`);
    if (mode === 'off') await page.screenshot({ path: join(SHOTS, 'webinar-card-375.png'), fullPage: true });
    const email = `webinar-card-${mode}-${stamp}@${DOMAIN}`;
    await fillEvery(form, email);
    // A wrong field: the form comes back still for this webinar, its name shown.
    await form.getByLabel('E-mail').fill('oleg@');
    expect((await send(page, form)).status()).toBe(422);
    const again = page.locator('main form');
    expect(await again.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await again.innerText()).toContain(`«${title}»`);
    await again.getByLabel('E-mail').fill(email);
    const sent = await send(page, again);
    expect(sent.status()).toBe(201);
    await page.getByRole('heading', { name: 'Спасибо за регистрацию!' }).waitFor();
    // The answer brings the webinar's calendar, as the popup's does.
    const google = new URL((await page.getByRole('link', { name: 'Добавить в Google календарь' }).getAttribute('href'))!);
    expect(google.searchParams.get('text')).toBe(title);
    if (mode === 'off') await page.screenshot({ path: join(SHOTS, 'webinar-card-375-thanks.png'), fullPage: true });

    const lead = await theOneLead(email);
    expect(lead).toMatchObject({ kind: 'webinar', source_deal: 'webinar_contracts', payload: { target: title } });
    expect(lead.source_url).toMatch(/\/ru\/products\/ecm\/webinars\/$/);
    expect(lead.attribution).toMatchObject({ utm_source: `nojs-${mode}-webinars` });
  }, 120_000);

  it("sends a sign-up for a webinar that is over to the webinar's page", async () => {
    const page = await openPage();
    await page.goto(`${SITE()}/forms/webinar/?from=%2Fwebinars%2F&webinar=mchd-how-to-prepare`);
    expect(new URL(page.url()).pathname).toBe(`${BASE}/webinars/mchd-how-to-prepare/`);
  });

  it.each(['trial', 'webinar', 'question', 'questionComment', 'download', 'partner', 'subscribe'])(
    'sends the %s form from its page',
    async (kind) => {
      const page = await openPage();
      // The site's paths are lower case: questionComment's page is /forms/question-comment/.
      const slug = kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      await page.goto(`${SITE()}/forms/${slug}/?from=${encodeURIComponent('/archiving/')}&utm_source=nojs-${mode}-${kind}`);
      const form = page.locator('main form');
      await form.getByLabel('E-mail').waitFor();
      const email = `${kind.toLowerCase()}-${mode}-${stamp}@${DOMAIN}`;
      await fillEvery(form, email);
      const answer = await send(page, form);
      expect(answer.status()).toBeLessThan(300);
      await page.getByRole('status').waitFor();
      if (kind === 'subscribe') {
        await page.getByRole('heading', { name: 'Спасибо! Проверьте вашу почту и подтвердите подписку' }).waitFor();
        const rows = await eventually(async () => {
          const found = await cms<unknown[]>('GET', `/items/subscribers?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`);
          return found.length ? found : undefined;
        });
        expect(rows).toHaveLength(1);
        return;
      }
      const lead = await theOneLead(email);
      expect(lead.kind).toBe(kind);
      expect(lead.source_url).toMatch(/\/ru\/products\/ecm\/archiving\/$/);
      expect(lead.attribution).toMatchObject({ utm_source: `nojs-${mode}-${kind}` });
    },
    120_000,
  );
});

describe('a built two-step form with a condition and a file, without scripts', () => {
  const TITLE = `Расскажите о проекте ${stamp}`;
  /**
   * A scanned card of 12 MB: more than the 10 MB Next holds of a request the proxy sees by default
   * (next.config.mjs), less than the field takes. The proxy answers a browser's post with the form
   * page, so the whole file must pass it.
   */
  const CARD = Buffer.concat([PDF, Buffer.alloc(12 * 1024 * 1024, 0x20)]);
  const PATH = `/no-script-form-${stamp}/`;
  let formId = 0;
  let pageId = 0;

  beforeAll(async () => {
    const created = await createForm({
      name: `Тест: форма без скриптов ${stamp}`,
      title: TITLE,
      success_title: 'Спасибо!',
      fields: [
        ...SED_SURVEY_STEP_1,
        { type: 'phone', name: 'phone', label: 'Телефон', required: true, step: 2 },
        { type: 'file', name: 'card', label: 'Карточка предприятия', required: true, max_mb: 20, step: 2 },
      ],
    });
    formId = created.id;
    pageId = await publishFormPage(PATH, 'Проверка формы без скриптов', formId, TITLE);
  }, 60_000);

  afterAll(async () => {
    if (pageId) await cms('DELETE', `/items/pages/${pageId}`);
    if (formId) await cms('DELETE', `/items/forms/${formId}`);
  });

  it.each(MODES)(
    'is sent step by step (%s): the condition decided by the server, step 1 a partial lead, one lead with its PDF',
    async (_n, mode, openPage) => {
      const page = await openPage();
      await page.goto(`${SITE()}${PATH}?utm_source=built-${mode}&utm_campaign=autumn`);
      const email = `built-${mode}-${stamp}@${DOMAIN}`;
      let form = page.getByRole('form', { name: TITLE });
      await form.getByLabel('ФИО').fill('Ирина Котова');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Какая СЭД у вас сейчас?').selectOption('other');
      await form.getByRole('checkbox').check();
      // «Какая именно?» shows only under its condition, which without scripts only the server can decide.
      const refused = await send(page, form);
      expect(refused.status()).toBe(422);
      form = page.getByRole('form', { name: TITLE });
      await form.getByText('Заполните, если в поле «Какая СЭД у вас сейчас?» выбрано «Другая»').waitFor();
      expect(await form.getByLabel('Какая именно?').getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByLabel('ФИО').inputValue()).toBe('Ирина Котова');
      expect(await form.getByLabel('Какая СЭД у вас сейчас?').inputValue()).toBe('other');
      if (mode === 'off') {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.screenshot({ path: join(SHOTS, 'built-1440-condition.png'), fullPage: true });
      }

      await form.getByLabel('Какая именно?').fill('Директум');
      const first = await send(page, form);
      expect(first.status()).toBe(201);
      // Step 1 is a lead already (partial), as with scripts.
      await theOneLead(email, (l) => l.partial === true);
      form = page.getByRole('form', { name: TITLE });
      await form.getByText('Шаг 2 из 2').waitFor();
      await form.getByLabel('Телефон').fill('+7 912 345-67-80');
      await form.getByLabel('Карточка предприятия').setInputFiles({ name: 'Карточка.pdf', mimeType: 'application/pdf', buffer: CARD });
      if (mode === 'off') await page.screenshot({ path: join(SHOTS, 'built-1440-step2.png'), fullPage: true });
      const last = await send(page, form);
      expect(last.status()).toBe(200);
      await page.getByRole('heading', { name: 'Спасибо!' }).waitFor();
      if (mode === 'off') await page.screenshot({ path: join(SHOTS, 'built-1440-thanks.png'), fullPage: true });

      const lead = await theOneLead(email, (l) => l.partial === false);
      expect(lead.fields).toMatchObject({ fio: 'Ирина Котова', sed: 'other', sed_name: 'Директум', phone: '+7 912 345-67-80' });
      expect(lead.fields.card).toMatchObject({ name: 'Карточка.pdf', type: 'application/pdf', size: CARD.length });
      expect(lead.source_url).toMatch(new RegExp(`/ru/products/ecm${PATH}$`));
      expect(lead.attribution).toMatchObject({ utm_source: `built-${mode}`, utm_campaign: 'autumn' });
      expect(lead.consent_version).toMatch(new RegExp(`^form-${formId}-|^2026-01$`));
    },
    180_000,
  );
});
