// The visitor's whole path in Chromium against the running site and the real Directus: a button
// opens a form in the popup, the company comes from suggestions, the answer appears, and the lead
// row holds the fields, the payload and the utm tags of the landing URL.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { launchBrowser, visitorsForTests } from '../support/browser';
import { SITE, cms, eventually, deleteRowsOfDomain, uploadFile, publishPage } from '../support/stack';
import { DRAINED_WITHIN_MS } from '../support/journal';
import { waitForInteractive } from '../support/interactive';
import { fillLeadForm } from '../support/lead-form';

const DOMAIN = 'forms-browser.example';
const ASK = 'Вы действительно хотите закрыть форму?';
const { visitor } = visitorsForTests();

afterAll(async () => {
  await deleteRowsOfDomain('leads', DOMAIN);
});

type Lead = {
  kind: string;
  company: string;
  source_deal: string;
  fields: Record<string, unknown>;
  payload: Record<string, string>;
  attribution: Record<string, string>;
  da_data: { data?: { inn?: string } } | null;
};
const leadOf = (email: string) =>
  eventually(
    async () => (await cms<Lead[]>('GET', `/items/leads?filter[email][_eq]=${encodeURIComponent(email)}&fields=*`))[0],
    DRAINED_WITHIN_MS,
    'the lead row',
  );

/** A page in its own context (axe needs one), the cookie notice still to answer. */
const newPage = async () => (await visitor({ acceptCookies: false })).newPage();

/**
 * The popup of the form headed `title`. A lead button tapped before the popup's code has come opens
 * the page's own dialog of the form at once, and the popup takes it over when its code is there
 * (components/forms/forms-provider.tsx): what the popup does is checked once it is the popup.
 */
const popupOf = (page: Page, title: string) =>
  page.getByTestId('modal-overlay').filter({ has: page.getByRole('heading', { name: title }) });

/** A visitor on the home page, once it is interactive, who opened the demo form's popup. */
async function openDemoForm() {
  const page = await newPage();
  await page.goto(`${SITE()}/`);
  await waitForInteractive(page);
  await page.getByRole('button', { name: 'Запросить демонстрацию' }).first().click();
  const dialog = popupOf(page, 'Запросить демонстрацию');
  await dialog.waitFor();
  return { page, dialog };
}

async function fillPerson(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ФИО').fill('Анна Кузнецова');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Телефон').fill('+7 (912) 345-67-89');
}

describe('lead forms in the browser', () => {
  it('sends the demo form from the popup and stores the lead with its payload and utm tags', async () => {
    const page = await newPage();
    await page.goto(`${SITE()}/?utm_source=browser-test&utm_campaign=forms`);
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Запросить демонстрацию' }).first().click();
    const dialog = popupOf(page, 'Запросить демонстрацию');
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Отправить' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await dialog.getByRole('checkbox').isChecked()).toBe(false);

    const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    const email = `demo-${Date.now()}@${DOMAIN}`;
    await fillPerson(page, email);
    await dialog.getByLabel('Компания или ИНН').pressSequentially('Сбер', { delay: 30 });
    await dialog.getByRole('option', { name: /ПАО Сбербанк/ }).click();
    expect(await dialog.getByLabel('Компания или ИНН').inputValue()).toBe('ПАО Сбербанк');
    await dialog.getByLabel('Должность').fill('Руководитель отдела документооборота');
    await dialog.getByLabel('Количество сотрудников').selectOption('501-2000');
    await dialog.getByRole('checkbox').check();
    expect(await submit.isEnabled()).toBe(true);
    const sent = page.waitForRequest((r) => r.url().includes('/api/demo/') && r.method() === 'POST');
    await submit.click();
    // The form sends form data (spec section 3), not JSON.
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

    const answer = page.getByRole('dialog', { name: 'Спасибо за обращение!' });
    await answer.waitFor();
    expect(await answer.getByText('Наш менеджер свяжется с вами в ближайшее время для уточнения деталей.').isVisible()).toBe(true);

    const lead = await leadOf(email);
    expect(lead).toMatchObject({
      kind: 'demo',
      company: 'ПАО Сбербанк',
      fields: { fio: 'Анна Кузнецова', position: 'Руководитель отдела документооборота', company_size: '501-2000', agree: true },
      payload: { product: 'ECM', lang: 'ru', recaptcha_type: 'v3', source: 'site_ecm', source_deal: 'ecm_site', qbpm_pipeline: 'ecm' },
      attribution: { utm_source: 'browser-test', utm_campaign: 'forms' },
      da_data: { data: { inn: '7707083893' } },
    });
    expect(lead.payload.source_url).toMatch(/\/ru\/products\/ecm\/$/);
    // The answer popup closes by itself (3 s).
    await answer.waitFor({ state: 'detached', timeout: 6000 });
  });

  it("signs up for a webinar from its card in the list: that webinar's form opens in place, and the lead is for it", async () => {
    const page = await newPage();
    await page.goto(`${SITE()}/webinars/?utm_source=webinar-card&utm_campaign=forms`);
    await waitForInteractive(page);
    // The second card's, not the first's: the lead must name the webinar whose button was tapped.
    const title = 'Договоры без хаоса: согласование, подпись и контроль исполнения';
    await page.getByRole('button', { name: `Записаться на вебинар «${title}»` }).click();
    expect(new URL(page.url()).pathname).toBe('/ru/products/ecm/webinars/');
    const dialog = popupOf(page, 'Записаться на вебинар');
    await dialog.waitFor();
    const email = `webinar-card-${Date.now()}@${DOMAIN}`;
    await fillLeadForm(dialog, email, { Должность: 'Юрист' });
    await dialog.getByRole('button', { name: 'Записаться' }).click();

    // The answer offers the webinar's calendar: the popup knew which webinar it signed up for.
    const answer = page.getByRole('dialog', { name: 'Спасибо за регистрацию!' });
    await answer.waitFor();
    const calendar = await answer.getByRole('link', { name: 'Добавить в Google календарь' }).getAttribute('href');
    expect(new URL(calendar!).searchParams.get('text')).toBe(title);
    const lead = await leadOf(email);
    expect(lead).toMatchObject({
      kind: 'webinar',
      source_deal: 'webinar_contracts',
      payload: { target: title, source_deal: 'webinar_contracts' },
      attribution: { utm_source: 'webinar-card', utm_campaign: 'forms' },
    });
    expect(lead.payload.source_url).toMatch(/\/ru\/products\/ecm\/webinars\/$/);
  });

  it("shows the answer to a sent form even when no more of the site's code can be fetched after the form opened", async () => {
    const { page, dialog } = await openDemoForm();
    // From here on the connection fails for any script (a deploy replaced the files, the train went
    // into a tunnel): what the visitor sees after sending must already be in the browser.
    await page.route(/\.js(\?|$)/, (route) => route.abort('internetdisconnected'));

    const email = `offline-answer-${Date.now()}@${DOMAIN}`;
    await fillPerson(page, email);
    await dialog.getByLabel('Компания или ИНН').pressSequentially('Сбер', { delay: 30 });
    await dialog.getByRole('option', { name: /ПАО Сбербанк/ }).click();
    await dialog.getByLabel('Должность').fill('Архивариус');
    await dialog.getByLabel('Количество сотрудников').selectOption('501-2000');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Отправить' }).click();

    const answer = page.getByRole('dialog', { name: 'Спасибо за обращение!' });
    await answer.waitFor();
    expect(await answer.getByText('Наш менеджер свяжется с вами в ближайшее время для уточнения деталей.').isVisible()).toBe(true);
    expect(await leadOf(email)).toMatchObject({ kind: 'demo', company: 'ПАО Сбербанк' });
  });

  it('asks before a backdrop click closes the form, and keeps it open when the visitor declines', async () => {
    const { page, dialog } = await openDemoForm();
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(true);
    const messages: string[] = [];
    page.once('dialog', (d) => {
      messages.push(d.message());
      void d.dismiss();
    });
    await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
    expect(messages).toEqual([ASK]);
    expect(await dialog.isVisible()).toBe(true);
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.classList.contains('scroll-locked'))).toBe(false);
  });

  it('holds focus in the popup (the page behind is inert) and keeps the header in place while the page is locked', async () => {
    const withScrollbar = await launchBrowser([], { scrollbars: true });
    try {
      const page = await (await withScrollbar.newContext()).newPage();
      await page.goto(`${SITE()}/`);
      await waitForInteractive(page);
      const layout = () =>
        page.evaluate(() => ({
          scrollbar: window.innerWidth - document.documentElement.clientWidth,
          headerLink: document.querySelector('header a[href]')?.getBoundingClientRect().left ?? null,
        }));
      const before = await layout();
      expect(before.scrollbar).toBeGreaterThan(0); // the check below means nothing without one
      await page.getByRole('button', { name: 'Запросить демонстрацию' }).first().click();
      await popupOf(page, 'Запросить демонстрацию').waitFor();
      const during = await layout();
      expect(during.scrollbar).toBe(0);
      expect(during.headerLink).toBe(before.headerLink);

      // Tab goes round the popup's own controls; nothing behind it takes focus, even when asked to.
      const outside: string[] = [];
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body || document.querySelector('dialog[open]')?.contains(active)) return null;
          return active.outerHTML.slice(0, 80);
        });
        if (where) outside.push(where);
      }
      expect(outside).toEqual([]);
      const headerTakesFocus = await page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('header a[href]');
        link?.focus();
        return document.activeElement === link;
      });
      expect(headerTakesFocus).toBe(false);
    } finally {
      await withScrollbar.close();
    }
  });

  it('shows a lead form a marketer put on a page in Directus, with its texts and CRM source', async () => {
    const page0 = await publishPage('/lead-form-check/', 'Проверка формы', [
      {
        collection: 'block_lead_form',
        item: {
          form_kind: 'question',
          title: 'Остались вопросы?',
          button_text: 'Спросить',
          source_deal: 'cms-block',
          qbpm_pipeline: 'b2b',
        },
      },
    ]);
    try {
      const page = await newPage();
      await page.goto(`${SITE()}/lead-form-check/`);
      await waitForInteractive(page);
      const form = page.getByRole('form', { name: 'Остались вопросы?' });
      await form.waitFor();
      const email = `block-${Date.now()}@${DOMAIN}`;
      await fillLeadForm(form, email, { 'Ваш вопрос': 'Есть ли интеграция с 1С?' });
      await form.getByRole('button', { name: 'Спросить' }).click();
      await page.getByRole('dialog', { name: 'Спасибо за обращение!' }).waitFor();
      // The form is cleared after success.
      await eventually(async () => ((await form.getByLabel('ФИО').inputValue()) === '' ? true : undefined), 5000, 'the cleared form');
      const lead = await leadOf(email);
      expect(lead).toMatchObject({ kind: 'question', source_deal: 'cms-block', payload: { qbpm_pipeline: 'b2b' } });
    } finally {
      await cms('DELETE', `/items/pages/${page0.id}`);
    }
  });

  it('downloads the file of a download form under its name after the lead is sent', async () => {
    const file = await uploadFile('checklist-archive.pdf', new Blob(['%PDF-1.4 checklist'], { type: 'application/pdf' }));
    const page0 = await publishPage('/download-check/', 'Проверка скачивания', [
      { collection: 'block_lead_form', item: { form_kind: 'download', title: 'Чек-лист архива', file } },
    ]);
    try {
      const page = await (await visitor({ acceptCookies: false, acceptDownloads: true })).newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${SITE()}/download-check/`);
      await waitForInteractive(page);
      const form = page.getByRole('form', { name: 'Чек-лист архива' });
      await form.waitFor();
      await fillLeadForm(form, `download-${Date.now()}@${DOMAIN}`, { Должность: 'Архивариус' });
      const [download] = await Promise.all([page.waitForEvent('download'), form.getByRole('button', { name: 'Скачать PDF' }).click()]);
      expect(download.suggestedFilename()).toBe('checklist-archive.pdf');
      expect(errors.filter((e) => e.includes('Download failed'))).toEqual([]);
    } finally {
      await cms('DELETE', `/items/pages/${page0.id}`);
      await cms('DELETE', `/files/${file}`);
    }
  });
});
