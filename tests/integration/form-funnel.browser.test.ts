// A form's funnel, counted without personal data and only after the cookie consent, shown to the
// marketer in «Аналитика»: one visitor sees the form on a page, touches two fields and leaves; another
// fills it in and sends it. The marketer's dashboard «Воронки форм» then shows for that form and page:
// seen 2, started 2, sent 1, 50 % completion, no spam, dropped off at «Телефон». A third visitor who
// declined cookies is not counted at all.
import type { Browser, Page } from 'playwright-core';
import { adminContext, MARKETER_ZONES, signInToAdmin } from '../support/admin-app';
import { launchBrowser } from '../support/browser';
import { CMS, SITE, cms, eventually, site, deleteRowsOfDomain } from '../support/stack';
import { waitForInteractive } from '../support/interactive';

const DOMAIN = 'form-funnel.example';
const stamp = Date.now();
const PATH = `/funnel-check-${stamp}/`;
let browser: Browser;
let pageId: number;

beforeAll(async () => {
  const created = await cms<{ id: number }>('POST', '/items/pages', {
    path: PATH,
    title: 'Проверка воронки формы',
    status: 'published',
    blocks: [{ collection: 'block_lead_form', sort: 1, item: { form_kind: 'question', title: 'Вопрос о воронке' } }],
  });
  pageId = created.id;
  await eventually(async () => ((await (await site(PATH)).text()).includes('Вопрос о воронке') ? true : undefined), 30_000, 'the page');
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await cms('DELETE', `/items/pages/${pageId}`);
  await deleteRowsOfDomain('leads', DOMAIN);
  const rows = await cms<{ id: number }[]>('GET', `/items/form_funnels?filter[page][_eq]=${encodeURIComponent(PATH)}&fields=id`);
  for (const r of rows) await cms('DELETE', `/items/form_funnels/${r.id}`);
});

/** A visitor on the page with the form, who answered the cookie banner. */
async function visitor(accept: boolean): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
  await page.goto(`${SITE()}${PATH}`);
  await waitForInteractive(page);
  await page.getByRole('button', { name: accept ? 'Принять' : 'Отклонить' }).click();
  // The page's own form (the header's «Задать вопрос» has the same form, closed in a dialog).
  await pageForm(page).scrollIntoViewIfNeeded();
  return page;
}

/** Types as a person does, key by key. */
const pageForm = (page: Page) => page.getByRole('form', { name: 'Вопрос о воронке' });
const type = (page: Page, label: string, text: string) => pageForm(page).getByLabel(label).pressSequentially(text, { delay: 40 });

/** The funnel beacons a page sent (URL and body where the browser tells it), for the failure message. */
const sentBeacons: string[] = [];
const recordBeacons = (page: Page, who: string) =>
  page.on('request', (r) => {
    if (r.url().includes('/api/form-funnel/')) sentBeacons.push(`${who}: ${r.method()} ${r.postData() ?? '(body not shown)'}`);
  });

type Funnel = { views: number; starts: number; submissions: number; spam: number; drop_off: Record<string, number> };

describe('the funnel of a form', () => {
  it('counts views, starts, submissions and drop-offs of consenting visitors, and the marketer sees them in «Аналитика»', async () => {
    // Declined cookies: this visitor touches the form and leaves, and counts nowhere.
    const stranger = await visitor(false);
    recordBeacons(stranger, 'stranger');
    await pageForm(stranger).getByLabel('ФИО').click();
    await type(stranger, 'ФИО', 'Без согласия');
    await stranger.goto(`${SITE()}/archiving/`);
    await stranger.context().close();

    // Sees the form, touches «ФИО» and «Телефон», leaves for another page.
    const leaving = await visitor(true);
    recordBeacons(leaving, 'leaving');
    await pageForm(leaving).getByLabel('ФИО').click();
    await type(leaving, 'ФИО', 'Ольга');
    await pageForm(leaving).getByLabel('Телефон').click();
    await type(leaving, 'Телефон', '+7999');
    await leaving.goto(`${SITE()}/archiving/`);
    await waitForInteractive(leaving);
    await leaving.context().close();

    // Sees the form, fills it in and sends it.
    const sending = await visitor(true);
    recordBeacons(sending, 'sending');
    await pageForm(sending).getByLabel('ФИО').click();
    await type(sending, 'ФИО', 'Анна Кузнецова');
    await type(sending, 'E-mail', `funnel-${stamp}@${DOMAIN}`);
    await type(sending, 'Телефон', '+79123456789');
    await type(sending, 'Компания или ИНН', 'ООО Север');
    await type(sending, 'Ваш вопрос', 'Сколько стоит архив?');
    await sending.getByRole('checkbox').check();
    const answer = sending.waitForResponse((r) => r.url().includes('/api/question/') && r.request().method() === 'POST');
    await pageForm(sending).getByRole('button', { name: 'Обратиться' }).click();
    expect((await answer).status()).toBe(201);
    await sending.context().close();

    // The site adds the counts onto the form's row every 30 s.
    let last: Funnel | undefined;
    const row = await eventually(
      async () => {
        const [r] = await cms<Funnel[]>('GET', `/items/form_funnels?filter[page][_eq]=${encodeURIComponent(PATH)}&fields=*`);
        last = r;
        return r && r.views === 2 && r.submissions === 1 && r.drop_off?.phone === 1 ? r : undefined;
      },
      120_000,
      'the funnel of the form',
    ).catch((e: unknown) => {
      throw new Error(`${(e as Error).message}; row: ${JSON.stringify(last)}; beacons: ${sentBeacons.join(' | ')}`);
    });
    expect(row).toMatchObject({ views: 2, starts: 2, submissions: 1, spam: 0, drop_off: { phone: 1 } });

    // The marketer's «Аналитика».
    const admin = await (await adminContext(browser, MARKETER_ZONES.novosibirsk)).newPage();
    await signInToAdmin(admin, CMS());
    await admin.goto(`${CMS()}/admin/insights`);
    await admin.getByText('Воронки форм', { exact: true }).first().click();
    const figures = `${PATH} · вариант —: увидели 2, начали 2, отправили 1, конверсия 50,0 %, спам 0,0 %`;
    const line = admin.getByText(figures);
    await line.first().waitFor({ timeout: 60_000 });
    expect(await line.first().innerText()).toContain('Вопрос');
    // Where they left: a list of its own, whole on the screen (one line of both was cut before it).
    const dropOff = admin.getByText(`${PATH} · вариант — — бросили на поле: Телефон — 1`);
    await dropOff.first().waitFor();
    expect(await dropOff.first().innerText()).toContain('Вопрос');
    await admin.context().close();
  }, 400_000);
});
